/* Printed pages in XHTML: see paper.h. */
#include <string.h>

#include "paper.h"

/* The pages' rules, before each worksheet's own. */
static const char page_style[] =
    "@page { margin: 12mm; }\n"
    "* { box-sizing: border-box; }\n"
    "section { width: 180mm; margin: 0 auto; }\n"
    "section + section { break-before: page; page-break-before: always; }\n"
    "section.sheet { height: 250mm; display: flex; flex-direction: column; "
    "overflow: hidden; }\n"
    "h1 { font-size: 16pt; margin: 0 0 1mm; }\n"
    "header p, footer p { margin: 0 0 1mm; }\n"
    ".meta { color: #444; }\n"
    "table { width: 100%; border-collapse: collapse; margin: 3mm 0; }\n"
    "thead { display: table-header-group; }\n"
    "tr { break-inside: avoid; page-break-inside: avoid; }\n"
    "th, td { text-align: left; vertical-align: top; padding: 1.5mm 2mm; "
    "border-bottom: 0.2mm solid #888; }\n"
    "@media screen {\n"
    "body { background: #bbbbbb; }\n"
    "section { background: #ffffff; margin: 8mm auto; padding: 10mm; width: 200mm; "
    "box-shadow: 0 1mm 4mm #666666; }\n"
    "section.sheet { height: 270mm; }\n"
    "section + section { margin-top: 8mm; }\n"
    "}\n";

void
paper_begin(struct text *t)
{
	text_str(t, "<!DOCTYPE html>\n"
	    "<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\" xml:lang=\"en\">\n"
	    "<head>\n<meta charset=\"utf-8\"/>\n<title>");
}

void
paper_style(struct text *t, const char *style)
{
	text_str(t, "</title>\n<style>\n");
	text_str(t, page_style);
	text_str(t, style);
}

void
paper_body(struct text *t)
{
	text_str(t, "</style>\n</head>\n<body>\n");
}

void
paper_end(struct text *t)
{
	text_str(t, "</body>\n</html>\n");
}

void
paper_title(struct text *t, const char *given, const char *own)
{
	if (given == NULL)
		text_str(t, own);
	else
		text_xml(t, given, strlen(given));
}
