import {
  additionalFeatures,
  coreServices,
  type Service,
} from "../../content/services";
import { accentClasses } from "../ui/accent";
import { CheckList } from "../ui/check-list";
import { IconTile } from "../ui/icon-tile";
import { servicesIcons } from "./services-icons";

/** One service: what it is, its core services, its additional features and, if any, its record. */
export function ServiceCard({ service }: { service: Service }) {
  const headingId = `service-${service.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-canvas p-6 shadow-card sm:p-8"
    >
      <span
        aria-hidden="true"
        className={`absolute inset-y-0 left-0 w-1.5 ${accentClasses[service.color].bar}`}
      />
      <div className="flex flex-col items-start gap-4 sm:flex-row">
        <IconTile
          icon={servicesIcons[service.image]}
          color={service.color}
          size="lg"
        />
        <div>
          <h3 id={headingId} className="text-xl font-bold">
            {service.title}
          </h3>
          <p className="mt-2 text-ink-soft">{service.description}</p>
        </div>
      </div>

      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        <div>
          <h4 className="text-xs font-bold tracking-widest text-brand-strong uppercase">
            Core services
          </h4>
          <CheckList
            items={coreServices(service)}
            className="mt-3 [&_li]:text-ink"
          />
        </div>
        <div>
          <h4 className="text-xs font-bold tracking-widest text-ink-soft uppercase">
            Additional features
          </h4>
          <CheckList items={additionalFeatures(service)} className="mt-3" />
        </div>
      </div>

      {service.stats ? (
        <dl className="mt-8 grid grid-cols-3 gap-4 border-t border-line pt-6 text-center">
          <Figure label="Projects" value={service.stats.projects} />
          <Figure label="Experience" value={service.stats.experience} />
          <Figure label="Satisfaction" value={service.stats.satisfaction} />
        </dl>
      ) : null}
    </article>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-ink-soft">{label}</dt>
      <dd className="order-first text-lg font-extrabold text-ink">{value}</dd>
    </div>
  );
}
