import {
  technologyGroups as siteGroups,
  toolbox,
  type TechnologyGroup,
} from "../../content/technologies";
import { Icon } from "../ui/icon";
import { Section, SectionHeading } from "../ui/section";
import { isWordmark, TechnologyLogo } from "./technology-logo";

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** The toolbox as a logo wall (design log 078); on a phone what each is for opens under its group. */
export function TechnologyGroups({
  technologyGroups = siteGroups,
}: { technologyGroups?: readonly TechnologyGroup[] } = {}) {
  return (
    <Section tone="subtle" aria-labelledby="technology-groups-heading">
      <SectionHeading
        id="technology-groups-heading"
        eyebrow={toolbox.eyebrow}
        title={toolbox.title}
      >
        <p>{toolbox.intro}</p>
      </SectionHeading>
      <div className="mt-10 space-y-10 sm:mt-12 lg:space-y-0 lg:divide-y lg:divide-line lg:border-y lg:border-line">
        {technologyGroups.map((group) => (
          <ToolGroup key={group.category} group={group} />
        ))}
      </div>
    </Section>
  );
}

function ToolGroup({ group }: { group: TechnologyGroup }) {
  const headingId = `group-${slug(group.category)}`;
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 lg:grid-cols-[14rem_1fr] lg:gap-10 lg:py-8 xl:grid-cols-[16rem_1fr]"
    >
      <div>
        <h3 id={headingId} className="text-lg font-bold">
          {group.category}
        </h3>
        <p className="mt-1 text-sm text-ink-soft">{group.intro}</p>
      </div>
      <div>
        <ul className="grid grid-cols-2 gap-2 min-[22.5rem]:grid-cols-3 sm:gap-3 xl:grid-cols-6">
          {group.items.map((item) => (
            <li
              key={item.title}
              className="grid grid-rows-[2rem_auto] content-start justify-items-center gap-2 rounded-xl bg-canvas px-2 py-4 text-center ring-1 ring-line sm:px-3"
            >
              {isWordmark(item.mark) ? (
                // No mark we may or can legibly show: the name, set as the mark (decision 012).
                <span className="row-span-2 flex min-h-14 items-center text-[0.9375rem] leading-tight font-extrabold tracking-tight text-black/80 sm:text-base">
                  {item.title}
                </span>
              ) : (
                <>
                  <span className="flex items-center">
                    <TechnologyLogo mark={item.mark} />
                  </span>
                  <span className="text-[0.8125rem] leading-tight font-semibold sm:text-sm">
                    {item.title}
                  </span>
                </>
              )}
              <span className="hidden text-xs leading-snug text-ink-soft sm:block">
                {item.description}
              </span>
            </li>
          ))}
        </ul>
        <details className="group/uses mt-3 sm:hidden">
          <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1.5 text-sm font-semibold text-brand [&::-webkit-details-marker]:hidden">
            {toolbox.usesLabel}
            <Icon
              name="chevron-down"
              className="size-4 transition-transform group-open/uses:rotate-180"
            />
          </summary>
          <dl className="mt-1 space-y-2 text-sm">
            {group.items.map((item) => (
              <div key={item.title}>
                <dt className="inline font-semibold">{item.title}: </dt>
                <dd className="inline text-ink-soft">{item.description}</dd>
              </div>
            ))}
          </dl>
        </details>
      </div>
    </section>
  );
}
