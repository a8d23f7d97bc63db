/**
 * The keys a technology's data names its mark by (decision 012): a brand's own mark from
 * simple-icons where the brand is in that set; "wordmark" for a brand that is not (Microsoft's,
 * Amazon's) or whose official mark is illegible at tile size, so its name is set as a typographic
 * mark instead of an imitation; and a neutral glyph for what is not a brand at all. The marks are
 * code: components/technologies/technology-logo.tsx and technology-mark.tsx draw each key; the
 * schema (technologies.schema.ts) accepts only these keys. Plain TypeScript, no drawings: the
 * build's content check imports it.
 */
const brandMarks = [
  "angular",
  "ansible",
  "apacheairflow",
  "apachespark",
  "apachesuperset",
  "docker",
  "dotnet",
  "elasticsearch",
  "fastapi",
  "figma",
  "firebase",
  "git",
  "github",
  "githubactions",
  "gitlab",
  "googlecloud",
  "grafana",
  "helm",
  "huggingface",
  "jenkins",
  "jira",
  "kubernetes",
  "langchain",
  "linux",
  "metabase",
  "mongodb",
  "mqtt",
  "nestjs",
  "nginx",
  "nodedotjs",
  "nodered",
  "postgresql",
  "postman",
  "python",
  "pytorch",
  "raspberrypi",
  "react",
  "redis",
  "scikitlearn",
  "spring",
  "tailwindcss",
  "tensorflow",
  "terraform",
  "typescript",
  "vite",
] as const;
export type BrandMark = (typeof brandMarks)[number];

/**
 * Each brand mark with the brand's name as simple-icons gives it: a technology shown with a brand's mark
 * names that brand (technologies.schema.ts), so a mark picked from the list cannot be another
 * company's logo. technology-mark.test.ts holds these names to simple-icons' own.
 */
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
} as const satisfies Record<BrandMark, string>;

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

/** The brand's name set as its mark: no official mark we may or can legibly show. */
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
