export declare const CONTENT_STORE_NAME: string;
export declare const DEFAULT_SNAPSHOT_PATH: string;
export declare function snapshotPath(env?: Record<string, string | undefined>): string;
export declare function readContentEntries(storeOptions?: Record<string, string>): Promise<unknown[]>;
export declare function writeContentSnapshot(
  path: string,
  entries: unknown[],
): Promise<{ takenAt: string; entries: unknown[] }>;
