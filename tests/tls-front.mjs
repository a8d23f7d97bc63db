// @ts-check
/**
 * A TLS front for a plain-HTTP host, as it is deployed: Firebase's edge before superstatic's
 * rules, a TLS-terminating proxy before `npm start`. HTTPS requests go to the backend unchanged
 * (method, path, headers, Host included) and its status and headers come back untouched, so a
 * scanner judges the host's own answers; plain HTTP gets a 301 to the same path over HTTPS.
 */
import http from "node:http";
import https from "node:https";

/** Headers of one connection, not of the message (RFC 9110 §7.6.1): each side sets its own. */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "upgrade",
]);

/**
 * @param {string[]} raw name, value, name, value… in order and case as received
 * @returns {string[]}
 */
function endToEnd(raw) {
  return raw.flatMap((value, i) =>
    HOP_BY_HOP.has(String(raw[i - (i % 2)]).toLowerCase()) ? [] : [value],
  );
}

/** @param {http.Server} server @param {number} port @param {string} host @returns {Promise<number>} */
function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : port);
    });
  });
}

/** @param {http.Server} server @returns {Promise<void>} */
function close(server) {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * Terminates TLS on `host:httpsPort` for `backend` and redirects `host:httpPort` to HTTPS.
 * @param {{ host: string, backend: string, cert: string, key: string, httpPort?: number, httpsPort?: number }} options
 * @returns {Promise<{ url: string, httpsUrl: string, close: () => Promise<void> }>}
 */
export async function startTlsFront({
  host,
  backend,
  cert,
  key,
  httpPort = 80,
  httpsPort = 443,
}) {
  const target = new URL(backend);
  const secure = https.createServer({ cert, key }, (req, res) => {
    // The backend's Date, not a second one of the front's.
    res.sendDate = false;
    const upstream = http.request(
      {
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: endToEnd(req.rawHeaders),
      },
      (answer) => {
        res.writeHead(
          answer.statusCode ?? 502,
          answer.statusMessage,
          endToEnd(answer.rawHeaders),
        );
        answer.pipe(res);
      },
    );
    upstream.once("error", () => res.destroy());
    req.pipe(upstream);
  });
  let httpsOrigin = "";
  const plain = http.createServer((req, res) => {
    res.writeHead(301, { Location: `${httpsOrigin}${req.url}` });
    res.end();
  });
  const actualHttps = await listen(secure, httpsPort, host);
  httpsOrigin = `https://${host}${actualHttps === 443 ? "" : `:${actualHttps}`}`;
  const actualHttp = await listen(plain, httpPort, host);
  return {
    url: `http://${host}${actualHttp === 80 ? "" : `:${actualHttp}`}`,
    httpsUrl: httpsOrigin,
    close: async () => {
      await Promise.all([close(secure), close(plain)]);
    },
  };
}
