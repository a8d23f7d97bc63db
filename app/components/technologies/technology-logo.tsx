// simple-icons' files as lazy images: the script carries their addresses, not 80 KB of paths.
import angular from "simple-icons/icons/angular.svg?no-inline";
import ansible from "simple-icons/icons/ansible.svg?no-inline";
import apacheairflow from "simple-icons/icons/apacheairflow.svg?no-inline";
import apachespark from "simple-icons/icons/apachespark.svg?no-inline";
import apachesuperset from "simple-icons/icons/apachesuperset.svg?no-inline";
import docker from "simple-icons/icons/docker.svg?no-inline";
import dotnet from "simple-icons/icons/dotnet.svg?no-inline";
import elasticsearch from "simple-icons/icons/elasticsearch.svg?no-inline";
import fastapi from "simple-icons/icons/fastapi.svg?no-inline";
import figma from "simple-icons/icons/figma.svg?no-inline";
import firebase from "simple-icons/icons/firebase.svg?no-inline";
import git from "simple-icons/icons/git.svg?no-inline";
import github from "simple-icons/icons/github.svg?no-inline";
import githubactions from "simple-icons/icons/githubactions.svg?no-inline";
import gitlab from "simple-icons/icons/gitlab.svg?no-inline";
import googlecloud from "simple-icons/icons/googlecloud.svg?no-inline";
import grafana from "simple-icons/icons/grafana.svg?no-inline";
import helm from "simple-icons/icons/helm.svg?no-inline";
import huggingface from "simple-icons/icons/huggingface.svg?no-inline";
import jenkins from "simple-icons/icons/jenkins.svg?no-inline";
import jira from "simple-icons/icons/jira.svg?no-inline";
import kubernetes from "simple-icons/icons/kubernetes.svg?no-inline";
import langchain from "simple-icons/icons/langchain.svg?no-inline";
import linux from "simple-icons/icons/linux.svg?no-inline";
import metabase from "simple-icons/icons/metabase.svg?no-inline";
import mongodb from "simple-icons/icons/mongodb.svg?no-inline";
import mqtt from "simple-icons/icons/mqtt.svg?no-inline";
import nestjs from "simple-icons/icons/nestjs.svg?no-inline";
import nginx from "simple-icons/icons/nginx.svg?no-inline";
import nodedotjs from "simple-icons/icons/nodedotjs.svg?no-inline";
import nodered from "simple-icons/icons/nodered.svg?no-inline";
import postgresql from "simple-icons/icons/postgresql.svg?no-inline";
import postman from "simple-icons/icons/postman.svg?no-inline";
import python from "simple-icons/icons/python.svg?no-inline";
import pytorch from "simple-icons/icons/pytorch.svg?no-inline";
import raspberrypi from "simple-icons/icons/raspberrypi.svg?no-inline";
import react from "simple-icons/icons/react.svg?no-inline";
import redis from "simple-icons/icons/redis.svg?no-inline";
import scikitlearn from "simple-icons/icons/scikitlearn.svg?no-inline";
import spring from "simple-icons/icons/spring.svg?no-inline";
import tailwindcss from "simple-icons/icons/tailwindcss.svg?no-inline";
import tensorflow from "simple-icons/icons/tensorflow.svg?no-inline";
import terraform from "simple-icons/icons/terraform.svg?no-inline";
import typescript from "simple-icons/icons/typescript.svg?no-inline";
import vite from "simple-icons/icons/vite.svg?no-inline";

import type {
  BrandMark,
  GlyphMark,
  TechnologyMark,
  WordMark,
} from "../../content/technologies";
import { Icon, type IconName } from "../ui/icon";

export const brandFiles = {
  angular,
  ansible,
  apacheairflow,
  apachespark,
  apachesuperset,
  docker,
  dotnet,
  elasticsearch,
  fastapi,
  figma,
  firebase,
  git,
  github,
  githubactions,
  gitlab,
  googlecloud,
  grafana,
  helm,
  huggingface,
  jenkins,
  jira,
  kubernetes,
  langchain,
  linux,
  metabase,
  mongodb,
  mqtt,
  nestjs,
  nginx,
  nodedotjs,
  nodered,
  postgresql,
  postman,
  python,
  pytorch,
  raspberrypi,
  react,
  redis,
  scikitlearn,
  spring,
  tailwindcss,
  tensorflow,
  terraform,
  typescript,
  vite,
} satisfies Record<BrandMark, string>;

export const glyphs = {
  database: "database",
  cloud: "cloud",
  ai: "brain-circuit",
  integration: "workflow",
  telematics: "truck",
  "web-app": "monitor-smartphone",
} satisfies Record<GlyphMark, IconName>;

export const isGlyph = (mark: TechnologyMark): mark is GlyphMark =>
  mark in glyphs;

export const isWordmark = (mark: TechnologyMark): mark is WordMark =>
  mark === "wordmark";

/** A mark on the logo wall at 80 % black, like the client logos. Decorative. */
export function TechnologyLogo({
  mark,
  size = 28,
}: {
  mark: Exclude<TechnologyMark, WordMark>;
  size?: number;
}) {
  if (isGlyph(mark))
    return (
      <Icon name={glyphs[mark]} size={size} className="text-black opacity-80" />
    );
  return (
    <img
      src={brandFiles[mark]}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className="opacity-80"
    />
  );
}
