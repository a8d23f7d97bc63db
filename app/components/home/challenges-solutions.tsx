import {
  challengesAndSolutions,
  homeSections,
} from "../../content/home-sections";
import { HomeHeading, HomeSection } from "./home-section";

export function ChallengesSolutions() {
  const intro = homeSections.challenges;
  const { challengesTitle, challenges, solutionsTitle, solutions } =
    challengesAndSolutions;
  return (
    <HomeSection aria-labelledby="challenges-heading">
      <div className="home-split">
        <HomeHeading id="challenges-heading" {...intro} />
        <div className="home-versus">
          <div>
            <h3>{challengesTitle}</h3>
            <ul>
              {challenges.map((challenge) => (
                <li key={challenge} className="home-cross text-ink-soft">
                  {challenge}
                </li>
              ))}
            </ul>
          </div>
          <div className="surface-night">
            <h3>{solutionsTitle}</h3>
            <ul>
              {solutions.map((solution) => (
                <li key={solution} className="home-onward text-on-night-soft">
                  {solution}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </HomeSection>
  );
}
