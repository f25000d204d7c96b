// Hydration in short tasks, and only where it is needed (see src/components/HydrateLater).
//
// While the first page hydrates, each <HydrateLater> part keeps the HTML it was built with and
// waits at a gate. Once the page's root has hydrated:
// - "idle" parts (the navbar, the sidebar, the table of contents: what updates as the reader
//   scrolls or what other parts need) open one per task, highest priority first, then in page
//   order, so that the main thread is never held for long;
// - "intent" parts (the article, the footer: text and links that read the same without scripts)
//   open when the reader reaches for them.
// Either kind opens at once when the reader reaches for it: a pointer pressed or resting on it, a
// touch, keyboard focus. The part then hydrates right away, before the click that follows, so no
// tap or key lands on a part that cannot answer it. A click that comes with no such warning (from
// a script or an assistive tool) is held, the part hydrates, and the click is dispatched again.

export type HydrateWhen = 'idle' | 'intent';

export type Gate = {
  open: boolean;
  promise: Promise<void>;
  release: () => void;
  element: Element | null;
  when: HydrateWhen;
  priority: number;
  order: number;
};

let hydrating = false;
let rootCommitted = false;
let draining = false;
let claimed = 0;
const waiting: Gate[] = [];
const idleDone: (() => void)[] = [];
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
  for (const gate of waiting) {
    if (gate.when !== 'idle') continue;
    if (next === undefined || gate.priority > next.priority || (gate.priority === next.priority && gate.order < next.order)) next = gate;
  }
  return next;
}

function drain(): void {
  if (draining || !rootCommitted) return;
  draining = true;
  postTask(function step() {
    const gate = nextIdle();
    if (gate === undefined) {
      draining = false;
      document.documentElement.dataset.hydratedIdle = 'true';
      for (const done of idleDone.splice(0)) done();
      return;
    }
    gate.release();
    postTask(step);
  });
}

/** Called by the entry just before it hydrates the first page. */
export function startHydration(): void {
  hydrating = true;
}

/** Called once the page's root has hydrated: the idle gates start to open. */
export function markRootCommitted(): void {
  if (rootCommitted) return;
  rootCommitted = true;
  drain();
}

/** A gate for a part that renders while the first page hydrates; null at any other time. */
export function claimGate(when: HydrateWhen, priority = 0): Gate | null {
  if (!hydrating) return null;
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  const gate: Gate = {
    open: false,
    promise,
    element: null,
    when,
    priority,
    order: claimed++,
    release() {
      if (gate.open) return;
      gate.open = true;
      waiting.splice(waiting.indexOf(gate), 1);
      resolve();
    },
  };
  waiting.push(gate);
  if (when === 'idle') drain();
  return gate;
}

/** Tells the scheduler where a waiting part is in the page, so that the reader's intent can open it. */
export function placeGate(gate: Gate, element: Element | null): void {
  gate.element = element;
  if (!gate.open && element !== null && intentTarget !== null && element.contains(intentTarget)) {
    gate.release();
  }
}

/** Runs `callback` once the root and every idle part of the first page have hydrated. */
export function whenIdlePartsHydrated(callback: () => void): void {
  if (rootCommitted && !draining && nextIdle() === undefined) callback();
  else idleDone.push(callback);
}

/** Whether `target` sits in a part that has not hydrated yet. */
export function isWaiting(target: Node): boolean {
  return waiting.some((gate) => gate.element?.contains(target));
}

function releaseAround(target: Node): boolean {
  let released = false;
  for (const gate of [...waiting]) {
    if (gate.element?.contains(target)) {
      gate.release();
      released = true;
    }
  }
  return released;
}

function onIntent(event: Event): void {
  if (!(event.target instanceof Node) || waiting.length === 0) return;
  intentTarget = event.target;
  releaseAround(event.target);
}

function onClick(event: MouseEvent): void {
  const target = event.target;
  if (!(target instanceof Element) || !event.isTrusted || waiting.length === 0 || !isWaiting(target)) return;
  // A click with no pointer or focus before it: hold it until the part can answer it.
  event.preventDefault();
  event.stopImmediatePropagation();
  intentTarget = target;
  releaseAround(target);
  setTimeout(() => {
    if (target.isConnected) target.dispatchEvent(new MouseEvent('click', event));
  }, 0);
}

if (typeof document !== 'undefined') {
  for (const type of ['pointerdown', 'touchstart', 'focusin', 'mouseover']) {
    document.addEventListener(type, onIntent, {capture: true, passive: true});
  }
  document.addEventListener('click', onClick, {capture: true});
}
