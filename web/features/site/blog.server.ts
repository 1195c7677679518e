import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { marked } from 'marked';

/** Blog posts are Markdown files in web/content/blog; read at build time only (prerendering). */
const dir = path.resolve('web', 'content', 'blog');

export interface PostSummary {
  slug: string;
  title: string;
  description: string;
  date: string;
}

export function listPosts(): PostSummary[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => readPost(f.replace(/\.md$/, '')).summary)
    .sort((a, b) => b.date.localeCompare(a.date));
}

export function readPost(slug: string): { summary: PostSummary; html: string } {
  if (!/^[a-z0-9-]+$/.test(slug)) throw new Response('Not found', { status: 404 });
  let file: string;
  try {
    file = readFileSync(path.join(dir, `${slug}.md`), 'utf8');
  } catch {
    throw new Response('Not found', { status: 404 });
  }
  const { data, content } = matter(file);
  const summary = {
    slug,
    title: String(data.title),
    description: String(data.description),
    date: String(data.date),
  };
  return { summary, html: marked.parse(content, { async: false }) };
}
