import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import https from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import net, { createServer } from "node:net";
import tls from "node:tls";

import { expect, test as base } from "@playwright/test";

import {
  EDITOR_PATH,
  headersForPath,
  type HostingFacts,
} from "../../server/hosting-rules.ts";
import { startSiteServer } from "../../server/serve.ts";
import { startNginx } from "../nginx.mjs";
import { observatoryScore } from "../observatory.mjs";
import { startSuperstatic } from "../superstatic.mjs";
import { startTlsFront } from "../tls-front.mjs";
import { untilHydrated } from "./fixtures";
import { routes } from "./site";

/**
 * The generated HTTPS server file (build/nginx), run in nginx on loopback with a throwaway
 * self-signed certificate made here: TLS versions, HTTP/2, HSTS, the redirect to HTTPS, and
 * MDN's Observatory score.
 */

const buildDir = path.resolve("build");
const facts: HostingFacts = JSON.parse(
  readFileSync(path.join(buildDir, "hosting-facts.json"), "utf8"),
);
const serverConfig = readFileSync(
  path.join(buildDir, "nginx", "khanyisa-digital.conf"),
  "utf8",
);
const serverName = serverConfig.match(/server_name\s+([^\s;]+)/)?.[1] ?? "";
const home = readFileSync(
  path.join(buildDir, "client/home/index.html"),
  "utf8",
);
const hashedScript = home.match(/\/assets\/[\w.-]+\.js/)?.[0] ?? "";
const SIX_MONTHS = 15_768_000;
const [firstRoute, secondRoute] = routes;
if (!firstRoute || !secondRoute) throw new Error("The site has no routes.");

interface Certificate {
  certFile: string;
  keyFile: string;
  cert: string;
}

/** A self-signed certificate for `names`, in a temporary folder removed afterwards. */
function selfSignedCertificate(dir: string, names: string[]): Certificate {
  const certFile = path.join(dir, "cert.pem");
  const keyFile = path.join(dir, "key.pem");
  const altNames = names
    .map((name) => (/^[\d.]+$/.test(name) ? `IP:${name}` : `DNS:${name}`))
    .join(",");
  execFileSync("openssl", [
    "req",
    "-x509",
    "-newkey",
    "ec",
    "-pkeyopt",
    "ec_paramgen_curve:prime256v1",
    "-nodes",
    "-days",
    "1",
    "-subj",
    `/CN=${names[0]}`,
    "-addext",
    `subjectAltName=${altNames}`,
    "-keyout",
    keyFile,
    "-out",
    certFile,
  ]);
  return { certFile, keyFile, cert: readFileSync(certFile, "utf8") };
}

interface HttpsSite extends Certificate {
  url: string;
  httpsUrl: string;
  port: number;
}

const test = base.extend<object, { httpsSite: HttpsSite }>({
  httpsSite: [
    // Playwright reads a fixture's needs from its first parameter: this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const dir = mkdtempSync(path.join(tmpdir(), "https-site-"));
      const certificate = selfSignedCertificate(dir, [serverName, "127.0.0.1"]);
      const nginx = await startNginx({ buildDir, https: certificate });
      const httpsUrl = nginx.httpsUrl ?? "";
      await use({
        ...certificate,
        url: nginx.url,
        httpsUrl,
        port: Number(new URL(httpsUrl).port),
      });
      await nginx.close();
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: "worker" },
  ],
});

/** One GET over HTTP/2, trusting the test's certificate. */
async function getOverHttp2(site: HttpsSite, pathname: string) {
  const session = http2.connect(site.httpsUrl, {
    ca: site.cert,
    servername: serverName,
  });
  try {
    return await new Promise<{
      headers: http2.IncomingHttpHeaders;
      body: Buffer;
      alpn: string | false | undefined;
    }>((resolve, reject) => {
      session.once("error", reject);
      const request = session.request({ ":path": pathname });
      const chunks: Buffer[] = [];
      let headers: http2.IncomingHttpHeaders = {};
      request.on("response", (h) => (headers = h));
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () =>
        resolve({
          headers,
          body: Buffer.concat(chunks),
          alpn: session.alpnProtocol,
        }),
      );
      request.once("error", reject);
      request.end();
    });
  } finally {
    session.close();
  }
}

/** The TLS version agreed, or the error code when the server refused the handshake. */
function handshake(
  site: HttpsSite,
  version: tls.SecureVersion,
): Promise<string> {
  return new Promise((resolve) => {
    const socket = tls.connect({
      host: "127.0.0.1",
      port: site.port,
      servername: serverName,
      ca: site.cert,
      minVersion: version,
      maxVersion: version,
      // Lets this client offer TLS 1.0 and 1.1 at all, so that a refusal is the server's.
      ciphers: "DEFAULT:@SECLEVEL=0",
    });
    socket.once("secureConnect", () => {
      resolve(socket.getProtocol() ?? "");
      socket.end();
    });
    socket.once("error", (error: NodeJS.ErrnoException) =>
      resolve(error.code ?? error.message),
    );
  });
}

/**
 * The suite `openssl s_client` agrees with the server over TLS 1.2 when offering only `ciphers`,
 * in that order, or "refused".
 */
function tls12Suite(site: HttpsSite, ciphers: string[]) {
  const run = spawnSync(
    "openssl",
    [
      "s_client",
      "-connect",
      `127.0.0.1:${site.port}`,
      "-servername",
      serverName,
      "-CAfile",
      site.certFile,
      "-tls1_2",
      "-cipher",
      ciphers.join(":"),
      "-brief",
    ],
    { input: "", encoding: "utf8", timeout: 10_000 },
  );
  const suite = `${run.stdout}\n${run.stderr}`.match(/^Ciphersuite: (\S+)$/m);
  return run.status === 0 && suite ? suite[1] : "refused";
}

/** All a server sends back to `request` on a raw or TLS connection, the client's side closed after it. */
function rawExchange(socket: net.Socket, request: string) {
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.once("close", () => resolve(Buffer.concat(chunks).toString()));
    socket.once("error", reject);
    socket.end(request);
  });
}

/** A GET to the plain-HTTP server with a Host header of the test's choice. */
function getWithHost(url: string, pathname: string, host: string) {
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = http.get(new URL(pathname, url), { headers: { host } });
    request.once("response", (response) => {
      response.resume();
      resolve(response);
    });
    request.once("error", reject);
  });
}

function maxAge(hsts: string | string[] | undefined) {
  return Number(String(hsts ?? "").match(/max-age=(\d+)/i)?.[1] ?? 0);
}

test.describe("the HTTPS nginx server", () => {
  test("accepts TLS 1.2 and 1.3 only", async ({ httpsSite }) => {
    expect(await handshake(httpsSite, "TLSv1.3")).toBe("TLSv1.3");
    expect(await handshake(httpsSite, "TLSv1.2")).toBe("TLSv1.2");
    for (const old of ["TLSv1", "TLSv1.1"] as const)
      expect(await handshake(httpsSite, old), old).toBe(
        "ERR_SSL_TLSV1_ALERT_PROTOCOL_VERSION",
      );
  });

  test("follows Mozilla's intermediate profile: AEAD suites only over TLS 1.2, the client's choice", async ({
    httpsSite,
  }) => {
    // The certificate is ECDSA: these are the suites it could sign for.
    for (const cbc of [
      "ECDHE-ECDSA-AES128-SHA",
      "ECDHE-ECDSA-AES256-SHA",
      "ECDHE-ECDSA-AES128-SHA256",
      "ECDHE-ECDSA-AES256-SHA384",
    ])
      expect(tls12Suite(httpsSite, [cbc]), cbc).toBe("refused");
    for (const aead of [
      "ECDHE-ECDSA-AES128-GCM-SHA256",
      "ECDHE-ECDSA-AES256-GCM-SHA384",
      "ECDHE-ECDSA-CHACHA20-POLY1305",
    ])
      expect(tls12Suite(httpsSite, [aead]), aead).toBe(aead);
    // ssl_prefer_server_ciphers off: the client's first choice, whatever the server's order.
    expect(
      tls12Suite(httpsSite, [
        "ECDHE-ECDSA-CHACHA20-POLY1305",
        "ECDHE-ECDSA-AES128-GCM-SHA256",
      ]),
    ).toBe("ECDHE-ECDSA-CHACHA20-POLY1305");
  });

  test("closes an HTTP/0.9 request (no version) unanswered, over TLS and plain HTTP", async ({
    httpsSite,
  }) => {
    const overTls = tls.connect({
      host: "127.0.0.1",
      port: httpsSite.port,
      servername: serverName,
      ca: httpsSite.cert,
    });
    await new Promise((resolve) => overTls.once("secureConnect", resolve));
    // Their start is enough: a page's or a redirect's would be its markup.
    expect((await rawExchange(overTls, "GET /home\r\n")).slice(0, 80)).toBe("");
    const { hostname, port } = new URL(httpsSite.url);
    expect(
      (
        await rawExchange(
          net.connect(Number(port), hostname),
          "GET /services\r\n",
        )
      ).slice(0, 80),
    ).toBe("");
  });

  test("serves a page and an asset over HTTP/2 with HSTS and the rules' headers", async ({
    httpsSite,
  }) => {
    expect(hashedScript).not.toBe("");
    for (const pathname of [firstRoute.path, hashedScript]) {
      const { headers, alpn } = await getOverHttp2(httpsSite, pathname);
      expect(alpn, pathname).toBe("h2");
      expect(headers[":status"], pathname).toBe(200);
      expect(
        maxAge(headers["strict-transport-security"]),
        `HSTS of ${pathname}`,
      ).toBeGreaterThanOrEqual(SIX_MONTHS);
      for (const [name, value] of Object.entries(
        headersForPath(pathname, facts),
      ))
        expect(headers[name.toLowerCase()], `${name} of ${pathname}`).toBe(
          value,
        );
    }
  });

  test("HSTS is ready for the preload list: two years, subdomains, preload", async ({
    httpsSite,
  }) => {
    const { headers } = await getOverHttp2(httpsSite, firstRoute.path);
    const hsts = String(headers["strict-transport-security"] ?? "");
    expect(maxAge(hsts)).toBeGreaterThanOrEqual(63_072_000);
    expect(hsts).toMatch(/;\s*includeSubDomains\b/i);
    expect(hsts).toMatch(/;\s*preload\b/i);
  });

  test("plain HTTP redirects to the configured server name, whatever the Host header", async ({
    httpsSite,
  }) => {
    for (const host of [serverName, "evil.example"]) {
      const response = await getWithHost(
        httpsSite.url,
        "/services?from=mail",
        host,
      );
      expect(response.statusCode, host).toBe(301);
      expect(response.headers.location, host).toBe(
        `https://${serverName}/services?from=mail`,
      );
    }
  });

  test("a visitor's page works over HTTPS under its own policy", async ({
    browser,
    httpsSite,
  }) => {
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    const page = await context.newPage();
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content.Security.Policy/i.test(message.text()))
        violations.push(message.text());
    });
    const route = secondRoute;
    await page.goto(httpsSite.httpsUrl + route.path);
    await untilHydrated(page);
    await expect(
      page.getByRole("heading", { level: 1, name: route.heading }),
    ).toBeVisible();
    expect(violations).toEqual([]);
    await context.close();
  });
});

/** A fresh address in 127/8, so that each scan has ports 80 and 443 of its own (root may bind them). */
function randomLoopbackAddress() {
  const byte = (low: number) => low + Math.floor(Math.random() * (255 - low));
  return `127.${byte(1)}.${byte(0)}.${byte(1)}`;
}

interface Deployment {
  close: () => Promise<void>;
}

/**
 * The scanner visits ports 80 and 443 only. Binding them needs root (as CI runs) or a kernel
 * that lets anyone bind them; say so plainly rather than fail with EACCES somewhere below.
 */
async function expectLowPortsAllowed(host: string) {
  const error = await new Promise<NodeJS.ErrnoException | null>((resolve) => {
    const probe = createServer();
    probe.once("error", resolve);
    probe.listen(80, host, () => probe.close(() => resolve(null)));
  });
  expect(
    error?.code,
    "MDN's scanner only visits ports 80 and 443: run the tests as root, or let users bind them " +
      "(sudo sysctl -w net.ipv4.ip_unprivileged_port_start=80)",
  ).toBeUndefined();
}

/**
 * Starts a host on ports 80 and 443 of a fresh loopback address with a certificate for it, has
 * MDN's scanner score it (at "/", or at `pagePath`), and prints and annotates the score. The
 * scanner visits only those ports of the host it is given, hence an address of its own rather
 * than a free port.
 */
async function scoreDeployment(
  label: string,
  deploy: (host: string, certificate: Certificate) => Promise<Deployment>,
  pagePath = "",
) {
  const host = randomLoopbackAddress();
  await expectLowPortsAllowed(host);
  const dir = mkdtempSync(path.join(tmpdir(), "observatory-"));
  const certificate = selfSignedCertificate(dir, [host]);
  const deployment = await deploy(host, certificate);
  try {
    const result = await observatoryScore(host, {
      caFile: certificate.certFile,
      path: pagePath,
    });
    const tests = Object.entries(result.tests);
    const failed = tests
      .filter(([, t]) => !t.pass || t.scoreModifier < 0)
      .map(([name, t]) => `${name}: ${t.result} (${t.scoreModifier})`);
    const bonuses = tests
      .filter(([, t]) => t.scoreModifier > 0)
      .map(([name, t]) => `${name} +${t.scoreModifier}`);
    const summary = `${result.score} (${result.grade}); bonuses: ${bonuses.join(", ") || "none"}; failed or penalised: ${failed.join(", ") || "none"}`;
    test.info().annotations.push({
      type: "Observatory score",
      description: `${label}: ${summary}`,
    });
    console.log(`Observatory, ${label}: ${summary}`);
    return { ...result, failed, summary };
  } finally {
    await deployment.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A+ with nothing failed or penalised but what is `allowed`: every score the hosts reach today.
 * @param allowed the penalties a page cannot avoid, as "test: result (modifier)"
 */
function expectAPlus(
  result: Awaited<ReturnType<typeof scoreDeployment>>,
  allowed: string[] = [],
) {
  expect(result.failed, "failed or penalised Observatory tests").toEqual(
    allowed,
  );
  expect(result.score, result.summary).toBeGreaterThanOrEqual(100);
}

/** The nginx HTTPS block on ports 80 and 443 of `host`, as it would run in production. */
const nginxOnDefaultPorts = (host: string, certificate: Certificate) =>
  // The server name set to the address, so that the redirect stays there.
  startNginx({
    buildDir,
    https: {
      ...certificate,
      host,
      httpPort: 80,
      httpsPort: 443,
      serverName: host,
    },
  });

/** A plain-HTTP host behind the tests' TLS front, as Firebase's edge or a proxy would put it. */
async function behindTlsFront(
  host: string,
  certificate: Certificate,
  backend: { url: string; close: () => Promise<void> },
): Promise<Deployment> {
  const front = await startTlsFront({
    host,
    backend: backend.url,
    cert: certificate.cert,
    key: readFileSync(certificate.keyFile, "utf8"),
  }).catch(async (error: unknown) => {
    await backend.close();
    throw error;
  });
  return {
    close: async () => {
      await front.close();
      await backend.close();
    },
  };
}

/** Status and end-to-end headers (order and case kept) of one request; Date left out, as it ticks. */
function exchange(url: string, method: string, ca?: string) {
  return new Promise<{ status?: number; headers: string[] }>(
    (resolve, reject) => {
      const request = (url.startsWith("https:") ? https : http).request(
        url,
        { method, ca, headers: { "accept-encoding": "br, gzip" } },
        (response) => {
          response.resume();
          const headers: string[] = [];
          const raw = response.rawHeaders;
          for (let i = 0; i < raw.length; i += 2) {
            const name = raw[i] ?? "";
            if (!/^(date|connection|keep-alive|transfer-encoding)$/i.test(name))
              headers.push(`${name}: ${raw[i + 1]}`);
          }
          resolve({ status: response.statusCode, headers });
        },
      );
      request.once("error", reject);
      request.end();
    },
  );
}

test.describe("the tests' TLS front", () => {
  test("passes each host's status and headers through unchanged, and redirects plain HTTP", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "tls-front-"));
    const certificate = selfSignedCertificate(dir, ["127.0.0.1"]);
    const siteServer = await startSiteServer({ port: 0 });
    const backends = {
      "npm start": siteServer,
      superstatic: await startSuperstatic({ buildDir }).catch(
        async (error: unknown) => {
          await siteServer.close();
          throw error;
        },
      ),
    };
    try {
      for (const [name, backend] of Object.entries(backends)) {
        const front = await startTlsFront({
          host: "127.0.0.1",
          backend: backend.url,
          cert: certificate.cert,
          key: readFileSync(certificate.keyFile, "utf8"),
          httpPort: 0,
          httpsPort: 0,
        });
        try {
          for (const [method, pathname] of [
            ["GET", firstRoute.path],
            ["HEAD", firstRoute.path],
            ["GET", hashedScript],
            ["GET", "/"],
            ["GET", "/no-such-page"],
          ] as const) {
            const direct = await exchange(backend.url + pathname, method);
            const fronted = await exchange(
              front.httpsUrl + pathname,
              method,
              certificate.cert,
            );
            expect(
              direct.headers.length,
              `${name} ${method} ${pathname}`,
            ).toBeGreaterThan(2);
            expect(fronted, `${name} ${method} ${pathname}`).toEqual(direct);
          }
          const redirect = await exchange(
            `${front.url}/services?from=mail`,
            "GET",
          );
          expect(redirect.status).toBe(301);
          expect(redirect.headers).toContain(
            `Location: ${front.httpsUrl}/services?from=mail`,
          );
        } finally {
          await front.close();
        }
      }
    } finally {
      await Promise.all(Object.values(backends).map((b) => b.close()));
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

test.describe("MDN's HTTP Observatory", () => {
  test("scores the HTTPS nginx server A+ (100 or more)", async () => {
    const result = await scoreDeployment(
      "HTTPS nginx block",
      nginxOnDefaultPorts,
    );
    expectAPlus(result);
  });

  test("scores the content editor at /admin on the HTTPS nginx server A+ (100 or more)", async () => {
    const result = await scoreDeployment(
      "HTTPS nginx block, /admin",
      nginxOnDefaultPorts,
      EDITOR_PATH,
    );
    // Decap compiles its configuration's schema with `new Function` (decision 086): the one
    // allowance the editor's policy cannot drop. No development address, no insecure scheme.
    expectAPlus(result, [
      "content-security-policy: csp-implemented-with-unsafe-eval (-10)",
    ]);
  });

  test("scores npm start behind TLS A+ (100 or more)", async () => {
    const result = await scoreDeployment(
      "npm start behind TLS",
      async (host, certificate) =>
        behindTlsFront(host, certificate, await startSiteServer({ port: 0 })),
    );
    expectAPlus(result);
  });

  test("scores Firebase (superstatic) behind TLS A+ (100 or more)", async () => {
    const result = await scoreDeployment(
      "Firebase (superstatic) behind TLS",
      async (host, certificate) =>
        behindTlsFront(host, certificate, await startSuperstatic({ buildDir })),
    );
    expectAPlus(result);
  });
});
