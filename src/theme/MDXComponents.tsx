// Wraps the classic theme's MDXComponents (Docusaurus 3.10.2): the original map, plus the
// <HydrateLater> component that plugins/hydration-parts.ts wraps around each block of a page.
import MDXComponents from '@theme-original/MDXComponents';
import HydrateLater from '@site/src/components/HydrateLater';

export default {
  ...MDXComponents,
  HydrateLater,
};
