/**
 * The CLI speaks the locale's language (LC_ALL, then LC_MESSAGES, then LANG: pt_BR is Portuguese,
 * anything else English). Tests that spawn the bin with the machine's environment read its English
 * output, so every test starts from an English locale whatever the machine's is; a test of the
 * Portuguese output sets LANG in its child's environment itself, which no LC_* then overrides.
 */
delete process.env.LC_ALL;
delete process.env.LC_MESSAGES;
process.env.LANG = 'C.UTF-8';
