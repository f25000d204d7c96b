// A build that stops making progress is stopped, rather than left to hang until CI's time limit.
// Progress is either a line of output or processor time used by the build's process: a bundler
// waiting on a cache it cannot read prints nothing and uses no CPU. A build that is slow but
// working uses CPU all along, so only a build that does neither for the whole period is stopped.
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';

/** Two minutes: far longer than any quiet stretch of a working build, even on a busy machine. */
export const DEFAULT_STALL_MS = 120_000;

/**
 * Processor time that counts as work: a build that uses less than 1/120 of a core over the period
 * (a second in two minutes) is waiting, however busy the machine is.
 */
const workCpuMs = (stallMs: number): number => stallMs / 120;

/** How often the watchdog looks: a tenth of the period, at least once a second. */
const checkEvery = (stallMs: number): number => Math.max(250, Math.min(1_000, Math.floor(stallMs / 10)));

/** The processor time (user + system, in ms) a process has used, from /proc on Linux. */
function procCpuMs(pid: number): number | null {
  try {
    // The fields after the command name (in brackets, and it may hold spaces): utime and stime are
    // the 14th and 15th fields of the line, in clock ticks (100 a second on Linux).
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : null;
  } catch {
    return null;
  }
}

/** The same from `ps` (macOS and other systems without /proc), to the second: [[dd-]hh:]mm:ss. */
function psCpuMs(pid: number): number | null {
  const run = spawnSync('ps', ['-o', 'time=', '-p', String(pid)], {encoding: 'utf8'});
  const match = /^\s*(?:(\d+)-)?(?:(\d+):)?(\d+):(\d+(?:\.\d+)?)\s*$/.exec(run.stdout ?? '');
  if (run.status !== 0 || !match) return null;
  const [, days = '0', hours = '0', minutes = '0', secs = '0'] = match;
  return (((Number(days) * 24 + Number(hours)) * 60 + Number(minutes)) * 60 + Number(secs)) * 1000;
}

/** The processor time a process has used, in ms; null when it cannot be read (output alone then counts). */
export function cpuMs(pid: number): number | null {
  return existsSync('/proc/self/stat') ? procCpuMs(pid) : psCpuMs(pid);
}

export type Watchdog = {
  /** Call on every chunk of output. */
  progressed: () => void;
  /** Looks now (the watchdog also looks by itself, ten times a period). */
  check: () => void;
  stop: () => void;
};

/**
 * Calls `onStall` once when the process `pid` has printed nothing and used less than a second of
 * CPU (a second in two minutes) for `stallMs`. `now` and `cpu` are for tests.
 */
export function watchBuild(
  pid: number,
  stallMs: number,
  onStall: (quietMs: number) => void,
  {now = Date.now, cpu = cpuMs}: {now?: () => number; cpu?: (pid: number) => number | null} = {},
): Watchdog {
  let lastProgress = now();
  let cpuAtLastProgress = cpu(pid);
  let stalled = false;
  const markProgress = (used: number | null) => {
    lastProgress = now();
    cpuAtLastProgress = used;
  };
  const check = () => {
    if (stalled) return;
    const used = cpu(pid);
    if (used !== null && (cpuAtLastProgress === null || used - cpuAtLastProgress >= workCpuMs(stallMs))) markProgress(used);
    const quiet = now() - lastProgress;
    if (quiet >= stallMs) {
      stalled = true;
      clearInterval(timer);
      onStall(quiet);
    }
  };
  const timer = setInterval(check, checkEvery(stallMs));
  timer.unref();
  return {
    progressed: () => markProgress(cpu(pid)),
    check,
    stop: () => clearInterval(timer),
  };
}
