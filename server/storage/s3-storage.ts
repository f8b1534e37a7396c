import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { StorageConfig } from '../config';
import { checkKey, finalKeyOf, isFinalKey, isTemporaryKey, newTemporaryKey, TEMPORARY_PREFIX } from './keys';
import { guarded, isMissingObject, StorageUnavailableError } from './s3-errors';
import { StorageWithScratch } from './scratch';
import type { Storage, StorageArea, StoredEntry, StoredFile } from './storage';

export type S3Config = Extract<StorageConfig, { kind: 's3' }>;

/** A multipart upload holds at most PART_SIZE × QUEUE_SIZE bytes in memory, whatever the file's size. */
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 2;

/**
 * Files in an S3-compatible bucket shared by every instance: temporaries under tmp/, final files at
 * the bucket's root; scratch stays on this machine. Uploads are streamed in parts, downloads stream
 * the object's body; failures other than a missing object become StorageUnavailableError (503).
 */
export class S3Storage extends StorageWithScratch implements Storage {
  private readonly client: S3Client;
  private readonly bucket: string;
  constructor(config: S3Config, scratchDir: string) {
    super(scratchDir);
    this.bucket = config.bucket;
    const { accessKeyId, secretAccessKey } = config;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      // Without keys in the environment the SDK's own chain applies (instance role, AWS_* variables).
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      // S3-compatible stores (MinIO, Ceph, s3rver) do not all take the SDK's default checksum trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A store that does not answer is an outage, not a hung request (60 s fit an 8 MB part at 1.1 Mbit/s).
      // No idle timeout: a download paused by a slow client goes on.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000, throwOnRequestTimeout: true },
    });
  }

  async put(tempPath: string): Promise<string> {
    const key = newTemporaryKey(this.instance);
    const body = createReadStream(tempPath);
    try {
      const params = { Bucket: this.bucket, Key: key, Body: body };
      const upload = new Upload({ client: this.client, params, partSize: PART_SIZE, queueSize: QUEUE_SIZE });
      await guarded('Upload', () => upload.done());
    } finally {
      body.destroy();
    }
    // Like the disk's rename: the scratch copy goes at once (a 700 MB file need not wait for the request's end).
    await this.scratch.discard(tempPath);
    return key;
  }

  async promote(temporaryKey: string): Promise<string> {
    const finalKey = finalKeyOf(temporaryKey);
    try {
      await this.client.send(new CopyObjectCommand({ Bucket: this.bucket, Key: finalKey, CopySource: `${this.bucket}/${temporaryKey}` }));
    } catch (error) {
      // Promoted already: a retry, or the sweeper finishing a promotion a crash cut short.
      if (!isMissingObject(error)) throw new StorageUnavailableError('s3.CopyObject', error);
      if (!(await this.exists(finalKey))) throw new Error('The temporary file to promote is missing', { cause: error });
    }
    await this.remove(temporaryKey);
    return finalKey;
  }

  async remove(key: string): Promise<void> {
    checkKey(key);
    await guarded('DeleteObject', () => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })));
  }

  async open(key: string): Promise<StoredFile | undefined> {
    checkKey(key);
    try {
      const found = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(found.Body instanceof Readable)) throw new Error('The object store answered without a stream');
      return { size: found.ContentLength ?? 0, stream: found.Body };
    } catch (error) {
      if (isMissingObject(error)) return undefined;
      throw new StorageUnavailableError('s3.GetObject', error);
    }
  }

  async sizeOf(key: string): Promise<number | undefined> {
    checkKey(key);
    try {
      const found = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return found.ContentLength ?? 0;
    } catch (error) {
      if (isMissingObject(error)) return undefined;
      throw new StorageUnavailableError('s3.HeadObject', error);
    }
  }

  async ping(): Promise<void> {
    await guarded('HeadBucket', () => this.client.send(new HeadBucketCommand({ Bucket: this.bucket })));
  }

  async *list(area: StorageArea): AsyncIterable<StoredEntry[]> {
    // Final files are the root's objects (the delimiter folds tmp/ away); other objects in the bucket are not ours.
    const scope = area === 'temporary' ? { Prefix: TEMPORARY_PREFIX } : { Delimiter: '/' };
    const ours = area === 'temporary' ? isTemporaryKey : isFinalKey;
    let token: string | undefined;
    do {
      const command = new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token, ...scope });
      const page = await guarded('ListObjectsV2', () => this.client.send(command));
      const entries = (page.Contents ?? []).flatMap(({ Key, LastModified }) =>
        Key && LastModified && ours(Key) ? [{ key: Key, modifiedAt: LastModified }] : [],
      );
      if (entries.length > 0) yield entries;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** Closes the client's pooled connections (tests; a process that ends needs nothing). */
  destroy(): void {
    this.client.destroy();
  }

  private async exists(key: string): Promise<boolean> {
    return (await this.sizeOf(key)) !== undefined;
  }
}
