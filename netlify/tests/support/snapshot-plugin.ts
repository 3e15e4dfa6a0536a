import { onPreBuild } from '../../plugins/content-snapshot/index.js';

/**
 * What a Netlify build does first: the content-snapshot plugin's onPreBuild on
 * the real store, writing to `path`. A failBuild from the plugin is thrown, as
 * Netlify would stop the build. CONTENT_SNAPSHOT_PATH is restored afterwards.
 */
export async function takeContentSnapshot(path: string): Promise<void> {
  const previous = process.env.CONTENT_SNAPSHOT_PATH;
  process.env.CONTENT_SNAPSHOT_PATH = path;
  try {
    await onPreBuild({
      constants: {},
      utils: {
        build: {
          failBuild: (message: string) => {
            throw new Error(message);
          },
        },
      },
    });
  } finally {
    if (previous === undefined) delete process.env.CONTENT_SNAPSHOT_PATH;
    else process.env.CONTENT_SNAPSHOT_PATH = previous;
  }
}
