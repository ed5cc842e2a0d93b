#!/usr/bin/env python3
# Usage: python3 scripts/rewrap-comments.py FILE.ts ...  (e.g. $(git ls-files "src/*.ts" "test/*.ts" "ui/*.ts"))
# Used once to bring comments within @stylistic/max-len (docs/architecture.md, "Lint and format");
# kept for merges that bring long comments back. Read the diff after: it refills whole paragraphs.
"""Rewraps comment lines over WIDTH columns in .ts files: one-line /** */ docs become blocks,
and the paragraph of a // or ' * ' comment that holds a long line is refilled, keeping its
indentation and markers. Only paragraphs with a long line change."""
import re, sys, textwrap
WIDTH = 120
LIST = re.compile(r'^(- |\* |\d+\. )')

def fill(prefix, text, cont_extra=''):
    return textwrap.wrap(text, width=WIDTH - len(prefix), subsequent_indent=cont_extra,
                         break_long_words=False, break_on_hyphens=False)

def process(lines):
    out, changed, i = [], 0, 0
    n = len(lines)
    while i < n:
        line = lines[i]
        m = re.match(r'^(\s*)/\*\* (.*?)\s*\*/\s*$', line)
        if m and len(line) > WIDTH:
            ind = m.group(1)
            out.append(ind + '/**')
            out += [ind + ' * ' + t for t in fill(ind + ' * ', m.group(2))]
            out.append(ind + ' */')
            changed += 1; i += 1; continue
        m = re.match(r'^(\s*)(// |\* )(.*)$', line)
        if m and len(line) > WIDTH and (m.group(2) == '// ' or re.match(r'^\s*\* ', line)):
            # the paragraph around line i: same prefix, non-empty, not indented further, starting a list item only at its head
            ind, mark = m.group(1), m.group(2)
            prefix = ind + mark
            def text_of(k):
                l = lines[k]
                return l[len(prefix):] if l.startswith(prefix) and l.strip() not in ('//', '*') else None
            start = i
            if text_of(i).startswith(' '):
                # a list item's continuation: back to its head, or leave it (indented code)
                while start > 0 and text_of(start - 1) is not None and text_of(start - 1).startswith(' '):
                    start -= 1
                if not (start > 0 and text_of(start - 1) is not None and LIST.match(text_of(start - 1))):
                    out.append(line); i += 1; continue
                start -= 1
            else:
                while (not LIST.match(text_of(start)) and start > 0 and text_of(start - 1) is not None
                       and not text_of(start - 1).startswith((' ', '```'))):
                    start -= 1
            head = text_of(start)
            lm = LIST.match(head)
            cont = ' ' * len(lm.group(1)) if lm else ''
            end = start + 1
            while end < n:
                t = text_of(end)
                if t is None or t.startswith('```') or LIST.match(t):
                    break
                if lm:
                    if not t.startswith(cont) or t[len(cont):].startswith(' '):
                        break
                elif t.startswith(' '):
                    break
                end += 1
            words = ' '.join([head] + [text_of(k)[len(cont):] for k in range(start + 1, end)])
            # drop the lines of the paragraph already emitted (start..i-1)
            if i > start:
                del out[len(out) - (i - start):]
            out += [prefix + t for t in fill(prefix, words, cont)]
            changed += 1; i = end; continue
        out.append(line); i += 1
    return out, changed

total = 0
for path in sys.argv[1:]:
    src = open(path).read()
    lines = src.split('\n')
    new, c = process(lines)
    if c:
        open(path, 'w').write('\n'.join(new))
        total += c
        print(path, c)
print('paragraphs rewrapped:', total)
