// @ts-check
/** firebase.json for Firebase Hosting, written from the hosting rules and the build's facts. */
import path from "node:path";

import {
  ASSET_EXTENSIONS,
  defaultHeaders,
  HASHED_ASSETS_PREFIX,
  HOME_PATH,
  IMMUTABLE,
  isTwin,
  pageHeaders,
  TWINS,
} from "../../server/hosting-rules.mjs";
import { filesUnder, writeJson } from "../build-folder.mjs";

/** @typedef {import("../../server/hosting-rules.mjs").HostingFacts} HostingFacts */

/** Every path: a glob's `**` skips dot segments, `.` a line break. */
const EVERY_PATH = "^/[\\s\\S]*$";

/** @param {Record<string, string>} headers */
const asList = (headers) =>
  Object.entries(headers).map(([key, value]) => ({ key, value }));

/** @param {string} word matched in any case: `(?i)` is RE2's, and superstatic may read it as JavaScript */
const anyCase = (word) =>
  [...word]
    .map((c) => (/[a-z]/.test(c) ? `[${c}${c.toUpperCase()}]` : c))
    .join("");

/**
 * A regular expression for exactly these hashed asset files: a header rule applies to a 404 too,
 * and a missing file must never be cached for a year (decision 072).
 * @param {readonly string[]} files paths under the client folder, e.g. "assets/root-abc.js"
 */
export function hashedAssetsRegex(files) {
  const prefix = HASHED_ASSETS_PREFIX.slice(1);
  const names = files
    .filter((file) => !/(?:^|\/)\./.test(file) && !isTwin(file))
    .map((file) => {
      if (!file.startsWith(prefix) || !/^[\w.~-]+(?:\/[\w.~-]+)*$/.test(file))
        throw new Error(`Unexpected hashed asset for Firebase: ${file}`);
      return file.slice(prefix.length).replaceAll(".", "\\.");
    })
    .sort();
  return names.length === 0
    ? null
    : `^${HASHED_ASSETS_PREFIX}(?:${names.join("|")})$`;
}

/**
 * Unknown pages cannot be HTTP redirects on Firebase (rewrites run only when no file matched):
 * they get the fallback page, which sends the visitor home (decisions 002, 069). For one header,
 * the last matching rule wins.
 * @param {HostingFacts} facts
 * @param {{ hashedAssets?: readonly string[] }} [options] the files the build wrote in assets/
 */
export function firebaseConfig(facts, { hashedAssets = [] } = {}) {
  const immutable = hashedAssetsRegex(hashedAssets);
  return {
    hosting: {
      public: "client",
      // Firebase compresses by itself.
      ignore: [
        "**/.*",
        ...Object.keys(TWINS).map((suffix) => `**/*.${suffix}`),
      ],
      cleanUrls: true,
      trailingSlash: false,
      redirects: [
        { source: "/", destination: HOME_PATH, type: 301 },
        { source: "/index.html", destination: HOME_PATH, type: 301 },
      ],
      // The first match wins: a missing asset goes to a file that is never uploaded (a 404),
      // anything else to the fallback page.
      rewrites: [
        {
          regex: `\\.(?:${ASSET_EXTENSIONS.map(anyCase).join("|")})$`,
          destination: "/.missing",
        },
        { regex: EVERY_PATH, destination: "/index.html" },
      ],
      headers: [
        { regex: EVERY_PATH, headers: asList(defaultHeaders(facts)) },
        ...(immutable
          ? [
              {
                regex: immutable,
                headers: [{ key: "Cache-Control", value: IMMUTABLE }],
              },
            ]
          : []),
        ...facts.pages.map((page) => ({
          source: page.path,
          headers: asList(pageHeaders(page, facts)),
        })),
      ],
    },
  };
}

/**
 * Writes firebase.json beside a build's client folder, its immutable rule naming the files in
 * assets/ (carried ones too, after `npm run deploy:firebase-assets`).
 * @param {string} buildDir @param {HostingFacts} facts
 */
export function writeFirebaseConfig(buildDir, facts) {
  const hashedAssets = filesUnder(path.join(buildDir, "client")).filter(
    (file) => file.startsWith(HASHED_ASSETS_PREFIX.slice(1)),
  );
  writeJson(
    path.join(buildDir, "firebase.json"),
    firebaseConfig(facts, { hashedAssets }),
  );
}
