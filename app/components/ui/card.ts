export const cardStyles =
  "rounded-card border border-line bg-canvas shadow-card";
