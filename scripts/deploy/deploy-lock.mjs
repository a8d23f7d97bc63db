// @ts-check
/**
 * One deploy or rollback at a time in a target: `<target>/.deploy-lock` names its holder and the
 * release live when it began; a second one waits (decision 096).
 */
import {
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

import { z } from "zod";

export const LOCK_FILE = ".deploy-lock";
/** A deploy takes seconds (a copy, nginx -t, a reload): two minutes is a queue, not a hang. */
const LOCK_WAIT_MS = 120_000;
/** Older than this, a lock whose pid runs is taken to name a process that reused the pid. */
export const LOCK_STALE_MS = 60 * 60_000;
const POLL_MS = 100;

const holderSchema = z.object({
  pid: z.number().int().positive(),
  startedAt: z.iso.datetime(),
  command: z.enum(["deploy", "rollback"]),
  live: z.string().nullable(),
});

/** @typedef {z.infer<typeof holderSchema>} LockHolder */

/**
 * @param {string} text
 * @returns {LockHolder | null}
 */
export function parseLockHolder(text) {
  try {
    const parsed = holderSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** @param {LockHolder} holder */
function describeHolder({ command, pid, startedAt }) {
  return `the ${command} started by pid ${pid} at ${startedAt}`;
}

/**
 * Why a lock no longer stands for a running deploy, or null.
 * @param {LockHolder} holder @param {number} now @param {(pid: number) => boolean} isRunning
 */
export function staleReason(holder, now, isRunning) {
  if (!isRunning(holder.pid)) return `pid ${holder.pid} is no longer running`;
  if (now - Date.parse(holder.startedAt) > LOCK_STALE_MS)
    return `it started more than ${LOCK_STALE_MS / 60_000} minutes ago`;
  return null;
}

/**
 * The release `current` goes back to after a holder stopped mid-switch, or undefined when there
 * is nothing to undo (`previous` is set only after the reload).
 * @param {LockHolder} stale @param {string | null} current @param {string | null} previous
 */
export function releaseToRestore(stale, current, previous) {
  if (current === stale.live) return undefined;
  if (stale.live !== null && previous === stale.live) return undefined;
  return stale.live;
}

/** @param {number} pid */
function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: running, as another user.
    return /** @type {NodeJS.ErrnoException} */ (error).code === "EPERM";
  }
}

/** @param {string} file */
function readHolder(file) {
  try {
    return { holder: parseLockHolder(readFileSync(file, "utf8")) };
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT")
      return undefined;
    throw error;
  }
}

/** @param {LockHolder | null} a @param {LockHolder} b */
const sameHolder = (a, b) => a?.pid === b.pid && a.startedAt === b.startedAt;

/**
 * Removes a stale lock if this process wins the race to link it under a name of its own (and it is
 * that stale lock still); `undo` runs first, while no other deploy can start.
 * @param {string} lock @param {LockHolder} stale @param {() => void} undo
 */
function removeStale(lock, stale, undo) {
  const claim = `${lock}.stale-${stale.pid}-${Date.parse(stale.startedAt)}`;
  try {
    linkSync(lock, claim);
  } catch (error) {
    const { code } = /** @type {NodeJS.ErrnoException} */ (error);
    if (code === "EEXIST" || code === "ENOENT") return;
    throw error;
  }
  try {
    if (!sameHolder(readHolder(claim)?.holder ?? null, stale)) return;
    undo();
    rmSync(lock);
  } finally {
    rmSync(claim, { force: true });
  }
}

/**
 * Takes the target's lock, waiting up to `waitMs` for a running holder and taking over a stale
 * one. Written whole, then linked into place, so a reader sees all of it or none.
 * @param {string} target
 * @param {{
 *   command: LockHolder["command"],
 *   live: () => string | null,
 *   undo: (stale: LockHolder) => void,
 *   log: (message: string) => void,
 *   waitMs?: number,
 * }} options
 * @returns {() => void} releases the lock
 */
export function acquireDeployLock(
  target,
  { command, live, undo, log, waitMs = LOCK_WAIT_MS },
) {
  mkdirSync(target, { recursive: true });
  const lock = path.join(target, LOCK_FILE);
  const startedAt = new Date().toISOString();
  const mine = `${lock}.${process.pid}`;
  // A new file each time: once linked, `mine` is the lock itself.
  const write = () => {
    /** @type {LockHolder} */
    const holder = { pid: process.pid, startedAt, command, live: live() };
    rmSync(mine, { force: true });
    writeFileSync(mine, `${JSON.stringify(holder)}\n`);
    return holder;
  };
  const deadline = Date.now() + waitMs;
  let waitingFor = "";
  let me;
  try {
    for (;;) {
      me = write();
      try {
        linkSync(mine, lock);
        break;
      } catch (error) {
        if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EEXIST")
          throw error;
      }
      const read = readHolder(lock);
      if (!read) continue; // released in between
      const { holder } = read;
      if (!holder)
        throw new Error(
          `${lock} is not a lock this script wrote: remove it if no deploy is running.`,
        );
      const reason = staleReason(holder, Date.now(), isRunning);
      if (reason) {
        removeStale(lock, holder, () => {
          log(`taking over the lock of ${describeHolder(holder)}: ${reason}.`);
          undo(holder);
        });
        continue;
      }
      if (Date.now() >= deadline)
        throw new Error(
          `Gave up after ${waitMs / 1000} s waiting for ${describeHolder(holder)} (${lock}): is that process stuck?`,
        );
      if (waitingFor !== describeHolder(holder)) {
        waitingFor = describeHolder(holder);
        log(`waiting for ${waitingFor} to finish…`);
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, POLL_MS);
    }
    // `current` changed between reading it and taking the lock: record what is live now.
    if (live() !== me.live) {
      me = write();
      renameSync(mine, lock);
    }
  } finally {
    rmSync(mine, { force: true });
  }
  const held = me;
  return () => {
    // Never another's: a holder this old may have been taken over.
    if (sameHolder(readHolder(lock)?.holder ?? null, held)) rmSync(lock);
  };
}
