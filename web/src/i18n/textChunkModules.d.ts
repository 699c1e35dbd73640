// The text chunks served by `viteTextChunks.ts`: `virtual:wharf-texts/<language>/<group>`.
declare module 'virtual:wharf-texts/*' {
  const chunk: import('./messageGroups').TextChunk;
  export default chunk;
}
