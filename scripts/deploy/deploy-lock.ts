/** One deploy or rollback at a time in a target; a second one waits (decision 096). */
import {
  linkSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

import { z } from "zod";

export const LOCK_FILE = ".deploy-lock";
/** Older than this, a lock whose pid runs is taken to name a process that reused the pid. */
export const LOCK_STALE_MS = 60 * 60_000;

const holderSchema = z.object({
  pid: z.number().int().positive(),
  startedAt: z.iso.datetime(),
  command: z.enum(["deploy", "rollback"]),
  live: z.string().nullable(),
});

export type LockHolder = z.infer<typeof holderSchema>;

/** Why a lock no longer stands for a running deploy, or null. */
export function staleReason(
  holder: LockHolder,
  now: number,
  isRunning: (pid: number) => boolean,
) {
  if (!isRunning(holder.pid)) return `pid ${holder.pid} is no longer running`;
  if (now - Date.parse(holder.startedAt) > LOCK_STALE_MS)
    return `it started more than ${LOCK_STALE_MS / 60_000} minutes ago`;
  return null;
}

/** The release a link of the target names, null if none. */
export function linked(target: string, link: "current" | "previous") {
  try {
    return path.basename(readlinkSync(path.join(target, link)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** Renamed over the old link, so it is never missing; null removes it. */
export function pointLink(
  target: string,
  link: "current" | "previous",
  release: string | null,
) {
  const final = path.join(target, link);
  if (release === null) return rmSync(final, { force: true });
  const temporary = path.join(target, `.${link}.${process.pid}`);
  rmSync(temporary, { force: true });
  symlinkSync(path.join("releases", release), temporary);
  renameSync(temporary, final);
}

/** Where `current` goes back to after a holder stopped mid-switch; undefined: nothing to undo. */
export function releaseToRestore(
  stale: LockHolder,
  current: string | null,
  previous: string | null,
) {
  if (current === stale.live) return undefined;
  if (stale.live !== null && previous === stale.live) return undefined;
  return stale.live;
}

function isRunning(pid: number) {
  try {
    return process.kill(pid, 0);
  } catch (error) {
    // EPERM: running, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The holder a lock file names, null if this script did not write it, undefined if it is gone. */
export function readHolder(file: string) {
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  try {
    return holderSchema.safeParse(JSON.parse(text)).data ?? null;
  } catch {
    return null;
  }
}

const sameHolder = (a: LockHolder | null | undefined, b: LockHolder) =>
  a?.pid === b.pid && a.startedAt === b.startedAt;

const describe = ({ command, pid, startedAt }: LockHolder) =>
  `the ${command} started by pid ${pid} at ${startedAt}`;

/** The atomic step of taking and claiming a lock: linking fails when `to` exists. */
function tryLink(from: string, to: string) {
  try {
    linkSync(from, to);
    return true;
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code === "EEXIST" || code === "ENOENT") return false;
    throw error;
  }
}

type LockOptions = {
  command: LockHolder["command"];
  log: (message: string) => void;
  waitMs?: number;
};

/** Waits `waitMs` for a running holder; a stale one's half-done switch is undone, its lock taken. */
export function acquireDeployLock(
  target: string,
  { command, log, waitMs = 120_000 }: LockOptions,
) {
  mkdirSync(target, { recursive: true });
  const lock = path.join(target, LOCK_FILE);
  const mine = `${lock}.${process.pid}`;
  const live = () => linked(target, "current");
  const startedAt = new Date().toISOString();
  let me: LockHolder = { pid: process.pid, startedAt, command, live: null };
  const deadline = Date.now() + waitMs;
  let waitingFor = "";
  try {
    // Written whole, then linked in: readers see all or none. Fresh each time: linked, it is the lock.
    const write = () => {
      me = { ...me, live: live() };
      rmSync(mine, { force: true });
      writeFileSync(mine, `${JSON.stringify(me)}\n`);
    };
    for (write(); !tryLink(mine, lock); write()) {
      const holder = readHolder(lock);
      if (holder === undefined) continue; // released in between
      if (holder === null)
        throw new Error(
          `${lock} is not a lock this script wrote: remove it if no deploy is running.`,
        );
      const reason = staleReason(holder, Date.now(), isRunning);
      const claim = `${lock}.stale-${holder.pid}-${Date.parse(holder.startedAt)}`;
      if (reason && tryLink(lock, claim)) {
        try {
          if (sameHolder(readHolder(claim), holder)) {
            log(`taking over the lock of ${describe(holder)}: ${reason}.`);
            const back = releaseToRestore(
              holder,
              live(),
              linked(target, "previous"),
            );
            if (back !== undefined) {
              pointLink(target, "current", back);
              log(
                `it stopped before its switch was done: ${back ? `current goes back to ${back}, live when it began` : "current is removed, as before it began"}.`,
              );
            }
            rmSync(lock);
          }
        } finally {
          rmSync(claim, { force: true });
        }
      }
      if (reason) continue;
      if (Date.now() >= deadline)
        throw new Error(
          `Gave up after ${waitMs / 1000} s waiting for ${describe(holder)} (${lock}): is that process stuck?`,
        );
      if (waitingFor !== describe(holder))
        log(`waiting for ${(waitingFor = describe(holder))} to finish…`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
    }
    // `current` changed between reading it and taking the lock: record what is live now.
    if (live() !== me.live) {
      write();
      renameSync(mine, lock);
    }
  } finally {
    rmSync(mine, { force: true });
  }
  // Never another's: a holder this old may have been taken over.
  return () => {
    if (sameHolder(readHolder(lock), me)) rmSync(lock);
  };
}
