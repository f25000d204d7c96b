import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import type {ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock';
import OriginalCodeBlock from '@theme-original/CodeBlock';

// Registers themeConfig.prism.additionalLanguages once, when the first code block loads
// (the classic theme did this for every page from a client module: see plugins/lazy-prism.ts).
prismIncludeLanguages(Prism);

export default OriginalCodeBlock as ComponentType<Props>;
