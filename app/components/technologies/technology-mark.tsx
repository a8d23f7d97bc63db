import {
  BrainCircuit,
  ChartColumn,
  Cloud,
  Code,
  Database,
  GitBranch,
  MonitorSmartphone,
  Truck,
  Workflow,
  type LucideIcon,
} from "lucide-react";
import {
  siAngular,
  siAnsible,
  siApacheairflow,
  siApachespark,
  siApachesuperset,
  siDocker,
  siDotnet,
  siElasticsearch,
  siFastapi,
  siFigma,
  siFirebase,
  siGit,
  siGithub,
  siGithubactions,
  siGitlab,
  siGooglecloud,
  siGrafana,
  siHelm,
  siHuggingface,
  siJenkins,
  siJira,
  siKubernetes,
  siLangchain,
  siLinux,
  siMetabase,
  siMongodb,
  siMqtt,
  siMysql,
  siNestjs,
  siNginx,
  siNodedotjs,
  siNodered,
  siPostgresql,
  siPostman,
  siPython,
  siPytorch,
  siRaspberrypi,
  siReact,
  siRedis,
  siScikitlearn,
  siSpring,
  siTailwindcss,
  siTensorflow,
  siTerraform,
  siTypescript,
  siVite,
  type SimpleIcon,
} from "simple-icons";

import type {
  BrandMark,
  GlyphMark,
  TechnologyMark as MarkKey,
} from "../../content/technologies";
import { legibleMarkColour } from "../../lib/colour-contrast";

// Each icon imported by name, so the bundle carries only these paths, not the whole set.
const brands = {
  angular: siAngular,
  ansible: siAnsible,
  apacheairflow: siApacheairflow,
  apachespark: siApachespark,
  apachesuperset: siApachesuperset,
  docker: siDocker,
  dotnet: siDotnet,
  elasticsearch: siElasticsearch,
  fastapi: siFastapi,
  figma: siFigma,
  firebase: siFirebase,
  git: siGit,
  github: siGithub,
  githubactions: siGithubactions,
  gitlab: siGitlab,
  googlecloud: siGooglecloud,
  grafana: siGrafana,
  helm: siHelm,
  huggingface: siHuggingface,
  jenkins: siJenkins,
  jira: siJira,
  kubernetes: siKubernetes,
  langchain: siLangchain,
  linux: siLinux,
  metabase: siMetabase,
  mongodb: siMongodb,
  mqtt: siMqtt,
  mysql: siMysql,
  nestjs: siNestjs,
  nginx: siNginx,
  nodedotjs: siNodedotjs,
  nodered: siNodered,
  postgresql: siPostgresql,
  postman: siPostman,
  python: siPython,
  pytorch: siPytorch,
  raspberrypi: siRaspberrypi,
  react: siReact,
  redis: siRedis,
  scikitlearn: siScikitlearn,
  spring: siSpring,
  tailwindcss: siTailwindcss,
  tensorflow: siTensorflow,
  terraform: siTerraform,
  typescript: siTypescript,
  vite: siVite,
} satisfies Record<BrandMark, SimpleIcon>;

const glyphs = {
  database: Database,
  cloud: Cloud,
  ai: BrainCircuit,
  integration: Workflow,
  "code-editor": Code,
  chart: ChartColumn,
  pipeline: GitBranch,
  telematics: Truck,
  "web-app": MonitorSmartphone,
} satisfies Record<GlyphMark, LucideIcon>;

/** Marks sit on white tiles; pale brand colours fall back to the ink colour. */
const TILE = "#ffffff";
const INK = "#0b1733";

/**
 * A technology's mark: the brand's own mark (simple-icons) where one exists, otherwise a neutral
 * glyph. Decorative: the technology's name is always written beside it.
 */
export function TechnologyMark({
  mark,
  size = 28,
}: {
  mark: MarkKey;
  size?: number;
}) {
  if (mark in glyphs) {
    const Glyph = glyphs[mark as GlyphMark];
    return (
      <Glyph
        aria-hidden="true"
        focusable="false"
        width={size}
        height={size}
        className="text-brand"
      />
    );
  }
  const icon = brands[mark as BrandMark];
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
    >
      <path d={icon.path} fill={legibleMarkColour(`#${icon.hex}`, TILE, INK)} />
    </svg>
  );
}
