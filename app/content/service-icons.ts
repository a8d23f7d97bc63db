import type { AccentColor, HomeIconName } from "./types";

export interface ServiceIcon {
  id: number;
  name: string;
  icon: HomeIconName;
  color: AccentColor;
}

/** The home page's services preview: one icon card per service, named briefly. */
export const serviceIcons = [
  { id: 1, name: "Custom software", icon: "code", color: "blue" },
  { id: 2, name: "Supply chain", icon: "truck", color: "green" },
  { id: 3, name: "E-commerce", icon: "shopping-cart", color: "orange" },
  { id: 4, name: "Content management", icon: "layout", color: "purple" },
  { id: 5, name: "Workflow automation", icon: "workflow", color: "red" },
  { id: 6, name: "Fleet telematics", icon: "gauge", color: "blue" },
  { id: 7, name: "Digital transformation", icon: "compass", color: "purple" },
  { id: 8, name: "AI & machine learning", icon: "brain", color: "orange" },
  { id: 9, name: "Web applications", icon: "globe", color: "green" },
  { id: 10, name: "Analytics & BI", icon: "bar-chart", color: "red" },
  { id: 11, name: "Integration & APIs", icon: "network", color: "blue" },
  { id: 12, name: "Cloud & support", icon: "cloud", color: "green" },
] as const satisfies readonly ServiceIcon[];
