// Types the module-type-aliases package does not declare.
declare module '@theme-original/Loading' {
  import type {ReactNode} from 'react';
  import type {LoadingComponentProps} from 'react-loadable';

  export default function Loading(props: LoadingComponentProps): ReactNode;
}

declare module '@docusaurus/core/lib/client/App' {
  import type {ReactNode} from 'react';

  export default function App(): ReactNode;
}
