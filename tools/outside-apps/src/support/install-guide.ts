import { readFileSync } from 'node:fs';
import path from 'node:path';

/** One setup of docs/install.md: its shell commands and the files its code blocks write. */
export interface GuideSection {
  title: string;
  /** The lines of its `sh` blocks, in order (`mkdir`/`cd` included). */
  commands: string[];
  /** Code blocks whose first line is a `file: <path>` comment, by path (that line removed). */
  files: Map<string, string>;
}

export const INSTALL_GUIDE = path.resolve(__dirname, '../../../../docs/install.md');

/** `// file: src/main.tsx`, `<!-- file: index.html -->`, `# file: x`: the path, or undefined. */
export function fileMarker(line: string): string | undefined {
  return /^\s*(?:\/\/|<!--|#)\s*file:\s*(\S+?)\s*(?:-->)?\s*$/.exec(line)?.[1];
}

/** The `## ` sections of the guide with their commands and files. */
export function readInstallGuide(markdown = readFileSync(INSTALL_GUIDE, 'utf8')): GuideSection[] {
  const sections: GuideSection[] = [];
  for (const part of markdown.split(/^## /m).slice(1)) {
    const title = part.slice(0, part.indexOf('\n')).trim();
    const section: GuideSection = { title, commands: [], files: new Map() };
    for (const [, lang, body] of part.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)) {
      const lines = body!.split('\n');
      const file = fileMarker(lines[0] ?? '');
      if (file !== undefined) section.files.set(file, lines.slice(1).join('\n'));
      else if (lang === 'sh') section.commands.push(...lines.filter((line) => line.trim() !== ''));
    }
    sections.push(section);
  }
  return sections;
}

/** The section whose title starts with `title`. */
export function guideSection(title: string, sections = readInstallGuide()): GuideSection {
  const section = sections.find((candidate) => candidate.title.startsWith(title));
  if (!section) throw new Error(`docs/install.md has no "## ${title}" section`);
  return section;
}
