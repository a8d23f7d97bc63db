// @ts-check
/**
 * Runs Debian's nginx on loopback over a build, with the site rules the build generated: a free
 * port, a temporary prefix folder, in the foreground, as root or not. The end-to-end suite checks
 * the same headers, redirects and caching against it as against `npm start`.
 */
import { spawn } from "node:child_process";
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import {
  NGINX_RELEASE_FILE,
  NGINX_RULES_FILE,
  NGINX_SERVER_FILE,
} from "../scripts/hosting/nginx-config.ts";

const NGINX_CANDIDATES = [
  "/usr/sbin/nginx",
  "/usr/local/sbin/nginx",
  "/usr/bin/nginx",
  "/usr/local/bin/nginx",
];
const BROTLI_CANDIDATES = [
  "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so",
  "/usr/local/lib/nginx/modules/ngx_http_brotli_static_module.so",
  "/usr/share/nginx/modules/ngx_http_brotli_static_module.so",
];
const MIME_CANDIDATES = [
  "/etc/nginx/mime.types",
  "/usr/local/etc/nginx/mime.types",
];

/** @param {string | undefined} override @param {string[]} candidates */
const find = (override, candidates) =>
  override
    ? existsSync(override)
      ? override
      : null
    : (candidates.find((c) => existsSync(c)) ?? null);

/** nginx, its brotli_static module and mime.types: NGINX_PATH etc. when set, else the usual places. */
export function findNginx(env = process.env) {
  return {
    nginx: find(env.NGINX_PATH, NGINX_CANDIDATES),
    brotli: find(env.NGINX_BROTLI_MODULE, BROTLI_CANDIDATES),
    mimeTypes: find(env.NGINX_MIME_TYPES, MIME_CANDIDATES),
  };
}

export const MISSING_NGINX =
  "The hosting tests run the generated config in nginx with its brotli_static module: install them with `apt-get install nginx libnginx-mod-http-brotli-static` (Debian/Ubuntu), or set NGINX_PATH, NGINX_BROTLI_MODULE and NGINX_MIME_TYPES.";

/** @returns {Promise<number>} */
function freePort(host = "127.0.0.1") {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The generated HTTPS server file (`<buildDir>/nginx/<server>`) as it would run on loopback: each
 * `listen` on `host` (IPv4 only), the certificate replaced, the live release's file replaced by
 * the build's root and rules, and optionally
 * its server name. Everything else stays as generated.
 * @param {string} buildDir
 * @param {HttpsOptions & { host: string, httpPort: number, httpsPort: number }} options
 */
function loopbackServerBlock(buildDir, options) {
  let config = readFileSync(
    path.join(buildDir, "nginx", NGINX_SERVER_FILE),
    "utf8",
  );
  const generatedName = config.match(/^\s*server_name\s+([^\s;]+)/m)?.[1];
  if (!generatedName) throw new Error(`No server_name in ${NGINX_SERVER_FILE}`);
  if (options.serverName)
    config = config.replaceAll(generatedName, options.serverName);
  /** @type {Array<[RegExp, string]>} */
  const replacements = [
    [/^\s*listen\s+\[::\]:\d+[^;]*;\n/gm, ""],
    [/^(\s*listen\s+)80\b/gm, `$1${options.host}:${options.httpPort}`],
    [/^(\s*listen\s+)443\b/gm, `$1${options.host}:${options.httpsPort}`],
    [/^(\s*ssl_certificate\s+)[^;]+;/gm, `$1${options.certFile};`],
    [/^(\s*ssl_certificate_key\s+)[^;]+;/gm, `$1${options.keyFile};`],
    // The live release's file (`npm run deploy:nginx`, decision 073) sets the root and the rules;
    // here, the build's own.
    [
      new RegExp(`^(\\s*)include\\s+\\S*/${NGINX_RELEASE_FILE};`, "gm"),
      `$1root ${path.resolve(buildDir, "client")};\n` +
        `$1include ${path.resolve(buildDir, "nginx", NGINX_RULES_FILE)};`,
    ],
  ];
  for (const [pattern, replacement] of replacements) {
    if (!pattern.test(config))
      throw new Error(`${NGINX_SERVER_FILE} has no line like ${pattern}`);
    config = config.replace(pattern, replacement);
  }
  const unmoved = config.match(/^\s*listen\s+(?!\S+:\d)[^;]*;/m);
  if (unmoved) throw new Error(`Left on a public port: ${unmoved[0].trim()}`);
  return config;
}

/** @param {string} url */
async function waitUntilServing(url, deadline = Date.now() + 10_000) {
  for (;;) {
    try {
      await fetch(url, { redirect: "manual" });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/**
 * @typedef {object} HttpsOptions
 * @property {string} certFile PEM certificate (chain)
 * @property {string} keyFile its private key
 * @property {string} [host] loopback address to listen on; 127.0.0.1 unless given
 * @property {number} [httpPort] free ports unless given (80 and 443 need root)
 * @property {number} [httpsPort]
 * @property {string} [serverName] replaces the generated server name everywhere
 */

/**
 * A throwaway nginx's main config: one worker in the foreground, its pid, logs and temporary
 * files under `prefix`, Debian's brotli module and types, and `servers` inside `http { }`.
 * @param {string} prefix @param {string[]} servers
 */
export function mainConfig(prefix, servers) {
  const { brotli, mimeTypes } = findNginx();
  const temp = (/** @type {string} */ name) => path.join(prefix, name);
  return [
    `load_module ${brotli};`,
    // As root, workers would drop to "nobody", who may not be able to read a checkout.
    ...(process.getuid?.() === 0 ? ["user root;"] : []),
    "worker_processes 1;",
    "daemon off;",
    `pid ${temp("nginx.pid")};`,
    `error_log ${temp("error.log")} warn;`,
    "events { worker_connections 128; }",
    "http {",
    `    include ${mimeTypes};`,
    "    access_log off;",
    "    sendfile on;",
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
      (kind) => `    ${kind}_temp_path ${temp(kind)};`,
    ),
    ...servers,
    "}",
    "",
  ].join("\n");
}

/**
 * Starts nginx over `<buildDir>/client` with `<buildDir>/nginx/<rules>` included verbatim; with
 * `https`, the generated HTTPS server file instead (its plain-HTTP redirect server and its TLS
 * server, both on loopback), which includes the same rules.
 * @param {{ buildDir: string, https?: HttpsOptions }} options
 * @returns {Promise<{ url: string, httpsUrl: string | null, close: () => Promise<void> }>}
 */
export async function startNginx({ buildDir, https }) {
  const { nginx, brotli, mimeTypes } = findNginx();
  if (!nginx || !brotli || !mimeTypes) throw new Error(MISSING_NGINX);
  const prefix = mkdtempSync(path.join(tmpdir(), "nginx-"));
  const host = https?.host ?? "127.0.0.1";
  const port = https?.httpPort ?? (await freePort(host));
  const httpsPort = https ? (https.httpsPort ?? (await freePort(host))) : 0;
  const temp = (/** @type {string} */ name) => path.join(prefix, name);
  if (https)
    writeFileSync(
      temp("server.conf"),
      loopbackServerBlock(buildDir, {
        ...https,
        host,
        httpPort: port,
        httpsPort,
      }),
    );
  const server = https
    ? [`    include ${temp("server.conf")};`]
    : [
        "    server {",
        `        listen 127.0.0.1:${port};`,
        `        root ${path.resolve(buildDir, "client")};`,
        `        include ${path.resolve(buildDir, "nginx", NGINX_RULES_FILE)};`,
        "    }",
      ];
  writeFileSync(temp("nginx.conf"), mainConfig(prefix, server));
  const child = spawn(
    nginx,
    ["-p", prefix, "-e", temp("error.log"), "-c", temp("nginx.conf")],
    {
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const url = `http://${host}:${port}`;
  await Promise.race([
    waitUntilServing(url),
    exited.then((code) => {
      throw new Error(`nginx exited (${code}) before serving: ${stderr}`);
    }),
  ]);
  return {
    url,
    httpsUrl: https ? `https://${host}:${httpsPort}` : null,
    close: async () => {
      child.kill("SIGQUIT");
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
