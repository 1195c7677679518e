import { accessToken } from './auth';

/** An answer of the API other than 2xx, with the server's message (safe to show). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Calls the API with the signed-in user's token; JSON in, JSON out. */
export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  const token = await accessToken();
  if (token) headers.set('authorization', `Bearer ${token}`);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.json);
  }
  const res = await fetch(path, { ...init, headers, body });
  if (!res.ok) {
    const answer = (await res.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(res.status, answer.message ?? `The server answered ${res.status}.`);
  }
  return (await res.json()) as T;
}

/** Downloads a file the API makes (e.g. CSV) under the given name. */
export async function apiDownload(path: string, filename: string): Promise<void> {
  const token = await accessToken();
  const res = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new ApiError(res.status, `The server answered ${res.status}.`);
  const url = URL.createObjectURL(await res.blob());
  const a = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}
