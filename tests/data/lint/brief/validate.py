#!/usr/bin/env python3
"""Checks a held-out lint set written from the brief: python3 validate.py DIR [TAKEN]."""
import difflib, json, os, re, sys

d = sys.argv[1]
taken = set()
if len(sys.argv) > 2:
    taken = {re.sub(r'^(en|ru|hr|bs)-', '', l.strip()) for l in open(sys.argv[2]) if l.strip()}
problems = []
def unnumbered(t): return [re.sub(r'^\s*\d+\.\s*', '', l) for l in t.splitlines()]
def bad(f, m): problems.append(f"{f}: {m}")

prompts = sorted(f for f in os.listdir(d) if f.endswith('.md') and not f.endswith('.clean.md'))
langs = {}
for p in prompts:
    m = re.match(r'^(en|ru|hr|bs)-([a-z0-9-]+)\.md$', p)
    if not m:
        bad(p, "name is not LANG-slug.md"); continue
    lang, slug = m.groups()
    langs[lang] = langs.get(lang, 0) + 1
    if slug in taken: bad(p, f"business '{slug}' is taken")
    base = p[:-3]
    text = open(os.path.join(d, p), encoding='utf-8').read()
    cp = os.path.join(d, base + '.clean.md'); jp = os.path.join(d, base + '.defects.json')
    if not os.path.exists(cp): bad(p, "no clean twin"); continue
    if not os.path.exists(jp): bad(p, "no defects.json"); continue
    clean = open(cp, encoding='utf-8').read()
    n = len(text.split())
    if not 300 <= n <= 480: bad(p, f"{n} words (300-480)")
    try:
        js = json.load(open(jp, encoding='utf-8'))
    except Exception as e:
        bad(jp, f"not JSON: {e}"); continue
    if js.get('prompt') != p: bad(jp, "prompt field")
    if js.get('clean') != base + '.clean.md': bad(jp, "clean field")
    if js.get('language') != lang: bad(jp, "language field")
    defs = js.get('defects', [])
    axes = [x.get('axis') for x in defs]
    for a in ('ambiguity', 'conflict', 'redundancy'):
        if axes.count(a) != 2: bad(jp, f"{axes.count(a)} defects of {a} (2)")
    if len(defs) != 6: bad(jp, f"{len(defs)} defects (6)")
    spans = []
    for x in defs:
        q = x.get('quote', ''); r = x.get('related')
        if not q or q not in text: bad(jp, f"quote not in the prompt: {q!r}")
        spans.append(q)
        if x.get('axis') == 'ambiguity':
            if r: bad(jp, f"ambiguity with related: {q!r}")
            if q in clean: bad(jp, f"vague quote left in the twin: {q!r}")
        else:
            if not r or r not in text: bad(jp, f"related not in the prompt: {r!r}")
            else: spans.append(r)
            if q == r: bad(jp, "quote equals related")
            if q in clean and r and r in clean: bad(jp, f"both sides left in the twin: {q!r}")
    # every line that differs between prompt and twin holds a planted span
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, unnumbered(text), unnumbered(clean)).get_opcodes():
        if tag == 'equal': continue
        for line in unnumbered(text)[i1:i2]:
            if line.strip() and not any(s in line for s in spans):
                bad(p, f"line changed in the twin without a planted defect: {line[:70]!r}")
for l in ('en', 'ru', 'hr', 'bs'):
    if langs.get(l, 0) != 2: bad(d, f"{langs.get(l, 0)} prompts in {l} (2)")
print(f"{len(prompts)} prompts, problems {len(problems)}")
for x in problems: print(" -", x)
sys.exit(1 if problems else 0)
