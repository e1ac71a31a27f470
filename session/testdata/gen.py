import sys
def write(lang, text):
    rows=[r for r in text.strip("\n").split("\n") if r.strip()]
    with open(f"messages_{lang}.tsv","w") as f:
        f.write("# intent\tdate\ttime\tguests\tservice\ttext\n")
        for r in rows:
            parts=r.split("\t")
            assert len(parts)==6, (len(parts), r)
            f.write("\t".join(p.strip() for p in parts)+"\n")
    print(lang, len(rows))
