export type * from "./types";
export { deliveryModel, offerings, statements, story, values } from "./company";
export {
  capabilities,
  industries,
  leadership,
  socialResponsibility,
  trackRecord,
} from "./people-and-reach";
