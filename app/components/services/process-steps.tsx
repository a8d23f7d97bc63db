import { processSteps, servicesSections } from "../../content/services";
import { Icon } from "../ui/icon";
import { Section, SectionHeading } from "../ui/section";
import { servicesIcons } from "./services-icons";

/** The four delivery steps: a vertical timeline on small screens, a horizontal one from 1024 px. */
export function ProcessSteps() {
  const intro = servicesSections.process;
  return (
    <Section aria-labelledby="process-heading">
      <SectionHeading
        id="process-heading"
        eyebrow={intro.eyebrow}
        title={intro.title}
      >
        <p>{intro.intro}</p>
      </SectionHeading>
      {/* The connecting line sits beside the list: an <ol> may hold only <li> elements. */}
      <div className="relative mt-14">
        <span
          aria-hidden="true"
          className="absolute top-7 right-[12.5%] left-[12.5%] hidden h-0.5 bg-linear-to-r from-brand via-brand to-accent lg:block"
        />
        <ol className="grid gap-10 lg:grid-cols-4 lg:gap-8">
          {processSteps.map((step, index) => (
            <li
              key={step.name}
              className="relative grid grid-cols-[3.5rem_1fr] gap-x-5 lg:flex lg:flex-col lg:items-center lg:text-center"
            >
              {index < processSteps.length - 1 ? (
                <span
                  aria-hidden="true"
                  className="absolute top-16 -bottom-8 left-7 w-0.5 -translate-x-1/2 bg-brand-soft lg:hidden"
                />
              ) : null}
              <span className="relative inline-flex size-14 items-center justify-center rounded-full bg-brand text-white shadow-raised ring-8 ring-canvas [&>svg]:size-6">
                <Icon icon={servicesIcons[step.icon]} />
              </span>
              <div className="flex h-full flex-col lg:mt-6 lg:items-center">
                <p className="text-sm font-semibold tracking-widest text-brand uppercase">
                  Step {index + 1}
                </p>
                <h3 className="mt-1 text-2xl font-bold">{step.name}</h3>
                <p className="mt-3 text-ink-soft lg:mb-4">{step.summary}</p>
                <p className="mt-4 rounded-xl bg-canvas-subtle px-4 py-3 text-sm font-medium text-ink lg:mt-auto lg:self-stretch">
                  {step.outcome}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}
