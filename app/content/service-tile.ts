import type { Service } from "./services.schema.ts";

/** A service's tile on Home and its chip atop /services, drawn from the service itself. */
export const serviceTile = (service: Service) => ({
  id: service.id,
  name: service.shortName,
  icon: service.image,
  color: service.color,
});

export type ServiceTile = ReturnType<typeof serviceTile>;

/** The element id of a service's card on /services, which Home's tiles link to. */
export const serviceElementId = (id: number) => `service-${id}`;
