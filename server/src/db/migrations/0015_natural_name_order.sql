-- Recipe lists are in the order a cook reads names: case aside, and numbers by their value, so "Soup 2" comes
-- before "Soup 10". ICU's numeric ordering does this; PostgreSQL and PGlite are both built with ICU. The locale is
-- written the older way (@colNumeric) because PGlite's ICU ignores the BCP 47 form (und-u-kn-true).
CREATE COLLATION IF NOT EXISTS "natural_order" (provider = icu, locale = 'und@colNumeric=yes');
