import {options} from 'preact';

// preact/compat gives each DOM event it handles React's isDefaultPrevented() and
// isPropagationStopped(). The search box's autocomplete (Zepto inside) takes an event that has
// isDefaultPrevented() for one it has already wrapped, and then calls its
// isImmediatePropagationStopped(), which compat does not add. A listener that runs has not been
// stopped by stopImmediatePropagation(), so the answer it needs is false.
const compatEventHook = options.event;
options.event = (event) => {
  const handled = compatEventHook ? compatEventHook(event) : event;
  if (!('isImmediatePropagationStopped' in handled)) {
    Object.defineProperty(handled, 'isImmediatePropagationStopped', {value: () => false, configurable: true, writable: true});
  }
  return handled;
};
