/** True for the error the bundler's runtime throws when a JS or CSS chunk fails to load. */
export function isChunkLoadError(error: unknown): error is Error {
  return error instanceof Error && (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk .+ failed/.test(error.message));
}

/** The address of the chunk that failed, when the runtime's message names it. */
export function failedChunkUrl(error: Error): string | undefined {
  return /\((?:error|missing): ([^)\s]+)\)/.exec(error.message)?.[1];
}
