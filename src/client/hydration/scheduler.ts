// Hydration in short tasks, and only where it is needed (see src/components/HydrateLater).
//
// While the first page hydrates, each <HydrateLater> part keeps the HTML it was built with and
// waits at a gate. Once the page's root has hydrated:
// - "idle" parts (the navbar, the sidebar, the table of contents: what moves as the reader scrolls
//   or what other parts need) open one per task, highest priority first, then in page order, so
//   that the main thread is never held for long;
// - "intent" parts (the blocks of an article, the footer: text and links that read the same without
//   scripts) open when the reader reaches for them.
// Any part opens at once when the reader reaches for it: a pointer pressed on or passing over it, a
// touch, keyboard focus. It hydrates right away, before the click that follows, so that the click
// finds it ready.
//
// A click on a control (a button, a tab, a disclosure, a "#" dropdown) that cannot answer yet (the
// root has not hydrated, or its part has not) is held, and carried out once, when its part has
// hydrated. The page's inline script (plugins/page-start/early-input.js) holds the clicks that come
// before the scripts; this module takes them over as it starts. Links are never held: a link
// followed before its part hydrates loads its page.

import {CONTROL} from './controls';

export type HydrateWhen = 'idle' | 'intent';

/**
 * Docusaurus's breakpoint (theme-common's useWindowSize, and Infima's CSS): wider than 996 px is
 * "desktop". A part shown only there (the docs sidebar) is hidden on a phone, whose menu shows the
 * same links instead.
 */
const narrowScreen = '(max-width: 996px)';

export type Gate = {
  state: 'waiting' | 'opening' | 'hydrated';
  promise: Promise<void>;
  release: () => void;
  element: Element | null;
  when: HydrateWhen;
  /** Shown only on wide screens: on a narrow one it waits for intent (see hydratesInIdle). */
  wideOnly: boolean;
  /** Whether the part is on the page (its render was committed). */
  placed: boolean;
  priority: number;
  order: number;
};

let hydrating = false;
/** The page the browser loaded: parts render with built HTML to keep only while it is shown. */
let firstPage = '';
let rootCommitted = false;
let draining = false;
const gates: Gate[] = [];
const held: Element[] = [];
let intentTarget: Node | null = null;

type PostTask = (callback: () => void, options?: {priority?: string}) => Promise<unknown>;
type Yield = () => Promise<void>;

/** Runs `task` in a task of its own, after the browser has had a chance to handle input and paint. */
export function postTask(task: () => void): void {
  const scheduler = (globalThis as {scheduler?: {postTask?: PostTask}}).scheduler;
  if (scheduler?.postTask) {
    void scheduler.postTask(task, {priority: 'user-visible'});
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => task();
  channel.port2.postMessage(null);
}

/** Resolves in a new task: `await yieldToMain()` ends the current task. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as {scheduler?: {yield?: Yield}}).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => postTask(resolve));
}

function nextIdle(): Gate | undefined {
  let next: Gate | undefined;
  for (const gate of gates) {
    if (gate.state !== 'waiting' || !hydratesInIdle(gate)) continue;
    if (next === undefined || gate.priority > next.priority || (gate.priority === next.priority && gate.order < next.order)) next = gate;
  }
  return next;
}

/**
 * Whether every idle part has hydrated (or left the page before it could). A gate whose part never
 * reached the page is left out: React may render a part and then discard that render (while it
 * hydrates a boundary again, say), and that render's gate has no part to hydrate.
 */
function idlePartsSettled(): boolean {
  return gates.every(
    (gate) => !hydratesInIdle(gate) || gate.state === 'hydrated' || !gate.placed || (gate.element !== null && !gate.element.isConnected),
  );
}

/** Marks the html element once every idle part has hydrated: tests and the bench wait for it. */
function markIfSettled(): void {
  if (draining || !rootCommitted || nextIdle() !== undefined || !idlePartsSettled()) return;
  document.documentElement.dataset.idlePartsHydrated = 'true';
}

function drain(): void {
  if (draining || !rootCommitted) return;
  draining = true;
  postTask(function step() {
    const gate = nextIdle();
    if (gate === undefined) {
      draining = false;
      markIfSettled();
      return;
    }
    gate.release();
    postTask(step);
  });
}

/** Called by the entry just before it hydrates the first page. */
export function startHydration(): void {
  hydrating = true;
  firstPage = window.location.pathname + window.location.search;
}

/** Called once the page's root has hydrated: idle parts start to open, held clicks to be carried out. */
export function markRootCommitted(): void {
  if (rootCommitted) return;
  rootCommitted = true;
  drain();
  postTask(carryOutHeld);
}

/**
 * In the build that checks hydration (React in the browser, SPACESCAN_BROWSER=react), every part
 * hydrates in idle time, so that the check covers the whole page and not only the parts a reader
 * reaches for.
 */
const hydrateEverything = process.env.SPACESCAN_BROWSER_RENDERER === 'react';

let narrowQuery: MediaQueryList | undefined;

/** Whether the screen is narrow now; the first call starts to follow it (a widening drains). */
function isNarrow(): boolean {
  if (typeof window.matchMedia !== 'function') return false;
  if (narrowQuery === undefined) {
    narrowQuery = window.matchMedia(narrowScreen);
    narrowQuery.addEventListener('change', drain);
  }
  return narrowQuery.matches;
}

/**
 * Whether a part hydrates in idle time now, rather than when the reader reaches for it. A part
 * shown only on wide screens waits while the screen is narrow (it is hidden, so intent never
 * comes) and hydrates in idle time once the screen widens.
 */
function hydratesInIdle(gate: Gate): boolean {
  if (hydrateEverything) return true;
  return gate.when === 'idle' && !(gate.wideOnly && isNarrow());
}

/** A gate for a part that renders while the first page hydrates; null at any other time. */
export function claimGate(when: HydrateWhen, priority = 0, wideOnly = false): Gate | null {
  // Once the reader has moved to another page (the router changes the address before it renders
  // the new page), parts render fresh: there is no built HTML to keep, and nothing to wait for.
  if (hydrating && window.location.pathname + window.location.search !== firstPage) hydrating = false;
  if (!hydrating) return null;
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  const gate: Gate = {
    state: 'waiting',
    promise,
    element: null,
    when,
    wideOnly,
    placed: false,
    priority,
    order: gates.length,
    release() {
      if (gate.state !== 'waiting') return;
      gate.state = 'opening';
      resolve();
    },
  };
  gates.push(gate);
  if (hydratesInIdle(gate)) drain();
  return gate;
}

/**
 * Tells the scheduler which element a waiting part is, so that the reader's intent can open it.
 * (Preact gives it; with React in the browser the element is unknown and React finds the part
 * itself.)
 */
export function placeGate(gate: Gate, element: Element | null): void {
  gate.element = element;
  gate.placed = true;
  if (gate.state === 'waiting' && element !== null && intentTarget !== null && element.contains(intentTarget)) {
    gate.release();
  }
}

/** Called once a part has hydrated (its effects have run). */
export function markPartHydrated(gate: Gate): void {
  gate.state = 'hydrated';
  if (held.length > 0) postTask(carryOutHeld);
  if (hydratesInIdle(gate)) markIfSettled();
}

/** The parts around `target` that have not hydrated yet (every such part when their places are unknown). */
function pendingAround(target: Node): Gate[] {
  return gates.filter((gate) => gate.state !== 'hydrated' && (gate.element === null || gate.element.contains(target)));
}

/** Whether a control can answer a click now. */
function canAnswer(control: Element): boolean {
  return rootCommitted && pendingAround(control).length === 0;
}

function releaseAround(target: Node): void {
  intentTarget = target;
  for (const gate of pendingAround(target)) gate.release();
}

function carryOutHeld(): void {
  if (!rootCommitted) return;
  for (const control of [...held]) {
    if (!canAnswer(control)) {
      releaseAround(control);
      continue;
    }
    held.splice(held.indexOf(control), 1);
    if (control.isConnected) (control as HTMLElement).click();
  }
}

function hold(control: Element): void {
  if (!held.includes(control)) held.push(control);
  if (!rootCommitted) return;
  releaseAround(control);
  postTask(carryOutHeld);
}

function onIntent(event: Event): void {
  if (!(event.target instanceof Node) || !gates.some((gate) => gate.state === 'waiting' && gate.element !== null)) return;
  intentTarget = event.target;
  for (const gate of gates) {
    if (gate.state === 'waiting' && gate.element?.contains(event.target)) gate.release();
  }
}

function onClick(event: MouseEvent): void {
  // Clicks made by a script (our own replays among them) go through.
  if (!event.isTrusted || !(event.target instanceof Element)) return;
  const control = event.target.closest(CONTROL);
  if (control === null || (canAnswer(control) && !held.includes(control))) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  hold(control);
}

if (typeof document !== 'undefined') {
  for (const type of ['pointerdown', 'touchstart', 'focusin', 'mouseover']) {
    document.addEventListener(type, onIntent, {capture: true, passive: true});
  }
  document.addEventListener('click', onClick, {capture: true});
  // Take over the clicks the page's inline script held before the scripts arrived.
  const early = (window as {__stopHoldingClicks?: () => Element[]}).__stopHoldingClicks?.() ?? [];
  for (const control of early) hold(control);
}
