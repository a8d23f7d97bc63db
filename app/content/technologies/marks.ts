/** A technology's mark: a simple-icons slug, a glyph or "wordmark" (012); no drawings: the build imports it. */
export const brandNames = {
  angular: "Angular",
  ansible: "Ansible",
  apacheairflow: "Apache Airflow",
  apachespark: "Apache Spark",
  apachesuperset: "Apache Superset",
  docker: "Docker",
  dotnet: ".NET",
  elasticsearch: "Elasticsearch",
  fastapi: "FastAPI",
  figma: "Figma",
  firebase: "Firebase",
  git: "Git",
  github: "GitHub",
  githubactions: "GitHub Actions",
  gitlab: "GitLab",
  googlecloud: "Google Cloud",
  grafana: "Grafana",
  helm: "Helm",
  huggingface: "Hugging Face",
  jenkins: "Jenkins",
  jira: "Jira",
  kubernetes: "Kubernetes",
  langchain: "LangChain",
  linux: "Linux",
  metabase: "Metabase",
  mongodb: "MongoDB",
  mqtt: "MQTT",
  nestjs: "NestJS",
  nginx: "NGINX",
  nodedotjs: "Node.js",
  nodered: "Node-RED",
  postgresql: "PostgreSQL",
  postman: "Postman",
  python: "Python",
  pytorch: "PyTorch",
  raspberrypi: "Raspberry Pi",
  react: "React",
  redis: "Redis",
  scikitlearn: "scikit-learn",
  spring: "Spring",
  tailwindcss: "Tailwind CSS",
  tensorflow: "TensorFlow",
  terraform: "Terraform",
  typescript: "TypeScript",
  vite: "Vite",
} as const;
export type BrandMark = keyof typeof brandNames;
const brandMarks = Object.keys(brandNames) as [BrandMark, ...BrandMark[]];

/** Glyphs for what is not one brand: a kind of system, a practice, a group of platforms. */
const glyphMarks = [
  "database",
  "cloud",
  "ai",
  "integration",
  "telematics",
  "web-app",
] as const;
export type GlyphMark = (typeof glyphMarks)[number];

const wordMark = "wordmark";
export type WordMark = typeof wordMark;

export const technologyMarks = [
  ...brandMarks,
  ...glyphMarks,
  wordMark,
] as const;
export type TechnologyMark = (typeof technologyMarks)[number];

/** The core cards draw their brand marks inline and in colour; only these brands. */
const coreBrandMarks = [
  "angular",
  "dotnet",
  "kubernetes",
  "react",
  "typescript",
] as const satisfies readonly BrandMark[];
export const coreMarks = [...coreBrandMarks, ...glyphMarks, wordMark] as const;
export type CoreMark = (typeof coreMarks)[number];
