import 'react';

// Invoker commands (`command` / `commandfor`) let a button open or close a <dialog> without
// JavaScript; React renders them as plain attributes, but its types do not list them yet.
declare module 'react' {
  // The type parameter must match React's declaration for the interfaces to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover';
    commandfor?: string;
  }
}
