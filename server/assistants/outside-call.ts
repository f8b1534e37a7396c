export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** An outside service's failure; its message names the service and the status, never the data sent. */
export class OutsideCallError extends Error {
  override readonly name = 'OutsideCallError';
}

/** POSTs JSON and reads a JSON answer, within a time limit. */
export async function postJson(
  fetchImpl: FetchLike,
  url: string,
  body: unknown,
  timeoutMs: number,
  headers: Record<string, string> = {},
): Promise<unknown> {
  const service = new URL(url).host;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    throw new OutsideCallError(`${service} could not be reached (${error instanceof Error ? error.name : 'error'})`);
  }
  if (!response.ok) throw new OutsideCallError(`${service} answered ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new OutsideCallError(`${service} did not answer JSON`);
  }
}
