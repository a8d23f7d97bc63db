import { readFileSync } from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";

import { expect, test } from "@playwright/test";

import {
  type Answer,
  type Host,
  HOSTILE_REQUESTS,
  type HostileRow,
  LEAK_MARKERS,
  RANGE_FILE,
  request,
  type Validators,
} from "../hostile-requests";
import { rawRequest, type RawResponse } from "../raw-http";

/**
 * The hostile-input table (tests/hostile-requests.ts) against each host, raw over a socket. Rows
 * run a few at a time per host; a failure names the host and the row.
 */

const hosts: ReadonlyArray<{ name: Host; baseUrl: () => string }> = [
  { name: "npm start", baseUrl: () => process.env.E2E_BASE_URL ?? "" },
  { name: "nginx", baseUrl: () => process.env.E2E_NGINX_BASE_URL ?? "" },
  {
    name: "Firebase (superstatic)",
    baseUrl: () => process.env.E2E_FIREBASE_BASE_URL ?? "",
  },
];

const client = path.resolve("build/client");
const CONCURRENCY = 8;

/** What a row must get on a host, or null when it must not be sent there. */
function answerFor(row: HostileRow, host: Host): Answer | null {
  if (host === "Firebase (superstatic)") {
    if (row.firebase && "crashes" in row.firebase) return null;
    return row.firebase?.answer ?? row.expected;
  }
  return row.differs?.[host]?.answer ?? row.expected;
}

/** Every way the answer breaks the row, in words; empty when it holds. */
function problems(answer: Answer, response: RawResponse) {
  const found: string[] = [];
  const statuses = [answer.status].flat();
  if (!statuses.includes(response.status))
    found.push(`status ${response.status}, not ${statuses.join(" or ")}`);
  if (response.status >= 500 && !statuses.includes(response.status))
    found.push("a server error");
  const body = response.body.toString("latin1");
  for (const marker of LEAK_MARKERS)
    if (body.includes(marker)) found.push(`leaks ${marker}`);
  const locations = response.headers.get("location") ?? [];
  if (
    answer.location !== undefined &&
    (locations[0] ?? null) !== answer.location
  )
    found.push(
      `Location ${locations[0] ?? "none"}, not ${answer.location ?? "none"}`,
    );
  for (const location of locations)
    if (!/^\/(?![/\\])/.test(location))
      found.push(`Location ${location} leaves the site`);
  const expectHeaders = (answer.headers ?? true) && response.status !== 0;
  if (expectHeaders)
    for (const header of ["content-security-policy", "x-content-type-options"])
      if (!response.headers.has(header)) found.push(`no ${header}`);
  if (answer.range && response.status === 206) {
    const encoding = response.headers.get("content-encoding")?.[0];
    const file = readFileSync(
      path.join(
        client,
        (answer.file ?? RANGE_FILE) +
          (encoding === "br" ? ".br" : encoding === "gzip" ? ".gz" : ""),
      ),
    );
    if (!response.body.equals(file.subarray(...answer.range)))
      found.push(
        `body is not bytes ${answer.range.join(" to ")} of ${answer.file ?? RANGE_FILE}`,
      );
  }
  return found;
}

test("every difference in the table is one: never the expected answer again", () => {
  const same = HOSTILE_REQUESTS.flatMap((row) =>
    Object.entries(row.differs ?? {})
      .filter(([, difference]) =>
        isDeepStrictEqual(
          { headers: true, ...difference?.answer },
          { headers: true, ...row.expected },
        ),
      )
      .map(([host]) => `${row.name} on ${host}`),
  );
  expect(same).toEqual([]);
});

for (const host of hosts)
  test.describe(`hostile requests on ${host.name}`, () => {
    test("the table's answers, no 5xx, no leak, no other site", async () => {
      test.setTimeout(120_000);
      const port = Number(new URL(host.baseUrl()).port);
      const head = await rawRequest(
        port,
        request(RANGE_FILE, { method: "HEAD" }),
      );
      const validators: Validators = {
        etag: head.headers.get("etag")?.[0] ?? "",
        lastModified: head.headers.get("last-modified")?.[0] ?? "",
      };
      const failures: string[] = [];
      const queue = [...HOSTILE_REQUESTS];
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          for (let row = queue.shift(); row; row = queue.shift()) {
            const answer = answerFor(row, host.name);
            if (!answer) continue;
            const raw =
              typeof row.request === "function"
                ? row.request(validators)
                : row.request;
            const response = await rawRequest(port, raw).catch(
              (error: Error) => error,
            );
            const found =
              response instanceof Error
                ? [response.message]
                : problems(answer, response);
            if (found.length > 0)
              failures.push(`[${row.kind}] ${row.name}: ${found.join("; ")}`);
          }
        }),
      );
      expect(failures, `${host.name}: rows answered wrongly`).toEqual([]);
    });
  });
