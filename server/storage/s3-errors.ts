interface SdkFailure {
  name?: string;
  $metadata?: { httpStatusCode?: number };
}

/** No object under the key: GetObject's NoSuchKey, HeadObject's bare 404 (not a missing bucket, which is an outage). */
export function isMissingObject(error: unknown): boolean {
  const failure = (error ?? {}) as SdkFailure;
  if (failure.name === 'NoSuchKey' || failure.name === 'NotFound') return true;
  return failure.$metadata?.httpStatusCode === 404 && failure.name !== 'NoSuchBucket';
}

/**
 * Any other failure of the object store (unreachable, timing out, 5xx, refusing our credentials) is
 * an outage to the app. It is shaped like a failing disk (EIO from a call) so that the error handler
 * answers 503 with Retry-After (http/unavailable.ts) and the client keeps its answers.
 */
export class StorageUnavailableError extends Error {
  readonly code = 'EIO';

  constructor(
    readonly syscall: string,
    cause: unknown,
  ) {
    super(`object storage failed: ${syscall}`, { cause });
    this.name = 'StorageUnavailableError';
  }
}

export async function guarded<T>(operation: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new StorageUnavailableError(`s3.${operation}`, error);
  }
}
