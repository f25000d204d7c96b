// Stands in for the classic theme's Prism client module (see plugins/lazy-prism.ts): Prism and
// its extra languages load with the first code block instead of with every page.
export {};
