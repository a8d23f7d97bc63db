import { satisfactionGuarantee as guarantee } from "../../content/home-sections";
import { CheckList } from "../ui/check-list";
import { Icon } from "../ui/icon";
import { HomeSection } from "./home-section";

/** The guarantee, just before the closing call to action it supports. */
export function SatisfactionGuarantee() {
  return (
    <HomeSection aria-labelledby="guarantee-heading">
      <div className="home-guarantee">
        <div>
          <span aria-hidden="true">
            <Icon name="shield-check" />
          </span>
          <div>
            <h2 id="guarantee-heading">{guarantee.title}</h2>
            <p>{guarantee.body}</p>
          </div>
        </div>
        <CheckList items={guarantee.points} />
      </div>
    </HomeSection>
  );
}
