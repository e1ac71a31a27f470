// Package transfer copies a TourChat store from one backend to another: the
// step from one machine (SQLite) to many (Postgres and Redis). It copies
// every table of the SQLite file, row for row, into an empty Postgres
// database of the same schema version, in one Postgres transaction that
// commits only when every table's count matches.
//
// It works from the two schemas rather than from a list of its own: a
// table's columns are matched by name, and each value is converted by the
// Postgres column's type (SQLite keeps timestamps as microseconds, lists as
// JSON, booleans as integers). A table or column on one side only stops the
// copy before anything is written, so a new migration without its twin can
// never lose data silently.
package transfer

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/tourchat/tourchat/store/postgres"
	"github.com/tourchat/tourchat/store/sqlite"
)

// Report is what a copy moved.
type Report struct {
	Tables []TableCount // in the order they were copied
}

// TableCount is one table's row count, equal on both sides.
type TableCount struct {
	Name string
	Rows int64
}

// connectTimeout bounds the connection to Postgres; the copy itself runs
// as long as the data takes, until ctx ends.
const connectTimeout = 30 * time.Second

// ErrNotEmpty means the target database already holds TourChat data.
var ErrNotEmpty = errors.New("the target database is not empty")

// SQLiteToPostgres copies the SQLite store at path into the Postgres
// database at url, which it migrates first and which must hold no rows.
// The source is read in one transaction (one snapshot), so a server still
// running on it does not tear the copy; writes it makes after the snapshot
// are not copied, so stop it first.
func SQLiteToPostgres(ctx context.Context, path, url string) (*Report, error) {
	if err := sqlite.Migrate(ctx, path); err != nil { // the source at the schema this binary knows
		return nil, err
	}
	if err := postgres.Migrate(ctx, url); err != nil {
		return nil, err
	}
	src, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(10000)&_pragma=query_only(1)")
	if err != nil {
		return nil, fmt.Errorf("transfer: open %s: %w", path, err)
	}
	defer src.Close()
	stx, err := src.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, fmt.Errorf("transfer: read %s: %w", path, err)
	}
	defer stx.Rollback() //nolint:errcheck // read-only

	cctx, cancel := context.WithTimeout(ctx, connectTimeout)
	dst, err := pgx.Connect(cctx, url)
	cancel()
	if err != nil {
		return nil, fmt.Errorf("transfer: connect: %w", err)
	}
	defer dst.Close(context.WithoutCancel(ctx))
	dtx, err := dst.Begin(ctx)
	if err != nil {
		return nil, fmt.Errorf("transfer: %w", err)
	}
	defer dtx.Rollback(context.WithoutCancel(ctx)) //nolint:errcheck // a no-op after Commit

	tables, err := plan(ctx, stx, dtx)
	if err != nil {
		return nil, err
	}
	rep := &Report{}
	for _, t := range tables {
		var n int64
		if err := dtx.QueryRow(ctx, `SELECT count(*) FROM `+pgx.Identifier{t.name}.Sanitize()).Scan(&n); err != nil {
			return nil, fmt.Errorf("transfer: count %s: %w", t.name, err)
		}
		if n != 0 {
			return nil, fmt.Errorf("%w: %s holds %d rows", ErrNotEmpty, t.name, n)
		}
	}
	for _, t := range tables {
		n, err := copyTable(ctx, stx, dtx, t)
		if err != nil {
			return nil, err
		}
		if err := verify(ctx, stx, dtx, t.name, n); err != nil {
			return nil, err
		}
		if err := bumpSequences(ctx, dtx, t); err != nil {
			return nil, err
		}
		rep.Tables = append(rep.Tables, TableCount{Name: t.name, Rows: n})
	}
	if err := dtx.Commit(ctx); err != nil {
		return nil, fmt.Errorf("transfer: commit: %w", err)
	}
	return rep, nil
}

// table is one table to copy, with its columns and their Postgres types.
type table struct {
	name    string
	columns []string
	types   []string // Postgres data_type per column
}

// plan lists the tables to copy in an order that satisfies the foreign
// keys, with the columns both schemas share; it fails when the schemas
// differ.
func plan(ctx context.Context, stx *sql.Tx, dtx pgx.Tx) ([]table, error) {
	rows, err := stx.QueryContext(ctx, `
		SELECT name FROM sqlite_schema
		WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'goose_db_version'
		ORDER BY name`)
	if err != nil {
		return nil, fmt.Errorf("transfer: list tables: %w", err)
	}
	var names []string
	for rows.Next() {
		var n string
		if err := rows.Scan(&n); err != nil {
			rows.Close()
			return nil, err
		}
		names = append(names, n)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	pgTables, err := pgColumns(ctx, dtx)
	if err != nil {
		return nil, err
	}
	var tables []table
	for _, name := range names {
		cols, err := sqliteColumns(ctx, stx, name)
		if err != nil {
			return nil, err
		}
		pg, ok := pgTables[name]
		if !ok {
			return nil, fmt.Errorf("transfer: table %s is in SQLite but not in Postgres: the schemas differ", name)
		}
		t := table{name: name}
		for _, c := range cols {
			typ, ok := pg[c]
			if !ok {
				return nil, fmt.Errorf("transfer: column %s.%s is in SQLite but not in Postgres", name, c)
			}
			t.columns, t.types = append(t.columns, c), append(t.types, typ)
		}
		for c := range pg {
			if !slices.Contains(cols, c) {
				return nil, fmt.Errorf("transfer: column %s.%s is in Postgres but not in SQLite", name, c)
			}
		}
		tables = append(tables, t)
		delete(pgTables, name)
	}
	for name := range pgTables {
		return nil, fmt.Errorf("transfer: table %s is in Postgres but not in SQLite: the schemas differ", name)
	}
	return orderByForeignKeys(ctx, dtx, tables)
}

func sqliteColumns(ctx context.Context, stx *sql.Tx, name string) ([]string, error) {
	rows, err := stx.QueryContext(ctx, `SELECT name FROM pragma_table_info(?) ORDER BY cid`, name)
	if err != nil {
		return nil, fmt.Errorf("transfer: columns of %s: %w", name, err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var c string
		if err := rows.Scan(&c); err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// pgColumns maps each table of the public schema (goose's own excepted) to
// its columns' data types.
func pgColumns(ctx context.Context, dtx pgx.Tx) (map[string]map[string]string, error) {
	rows, err := dtx.Query(ctx, `
		SELECT c.table_name, c.column_name,
		       CASE WHEN c.data_type = 'ARRAY' THEN 'ARRAY ' || c.udt_name ELSE c.data_type END
		FROM information_schema.columns c
		JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
		WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
		  AND c.table_name <> 'goose_db_version'`)
	if err != nil {
		return nil, fmt.Errorf("transfer: Postgres columns: %w", err)
	}
	defer rows.Close()
	out := map[string]map[string]string{}
	for rows.Next() {
		var t, c, typ string
		if err := rows.Scan(&t, &c, &typ); err != nil {
			return nil, err
		}
		if out[t] == nil {
			out[t] = map[string]string{}
		}
		out[t][c] = typ
	}
	return out, rows.Err()
}

// orderByForeignKeys puts every table after the tables it references.
func orderByForeignKeys(ctx context.Context, dtx pgx.Tx, tables []table) ([]table, error) {
	rows, err := dtx.Query(ctx, `
		SELECT c.conrelid::regclass::text, c.confrelid::regclass::text
		FROM pg_constraint c
		WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace`)
	if err != nil {
		return nil, fmt.Errorf("transfer: foreign keys: %w", err)
	}
	deps := map[string][]string{}
	for rows.Next() {
		var from, to string
		if err := rows.Scan(&from, &to); err != nil {
			rows.Close()
			return nil, err
		}
		if from != to {
			deps[from] = append(deps[from], to)
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	var out []table
	done := map[string]bool{}
	for len(out) < len(tables) {
		progress := false
		for _, t := range tables {
			if done[t.name] {
				continue
			}
			ready := true
			for _, d := range deps[t.name] {
				ready = ready && done[d]
			}
			if ready {
				out, done[t.name], progress = append(out, t), true, true
			}
		}
		if !progress {
			return nil, errors.New("transfer: the foreign keys form a cycle")
		}
	}
	return out, nil
}

// copyTable streams a table's rows into Postgres with COPY, converting
// each value to its Postgres column's type.
func copyTable(ctx context.Context, stx *sql.Tx, dtx pgx.Tx, t table) (int64, error) {
	quoted := make([]string, len(t.columns))
	for i, c := range t.columns {
		quoted[i] = `"` + c + `"`
	}
	rows, err := stx.QueryContext(ctx, `SELECT `+strings.Join(quoted, ", ")+` FROM "`+t.name+`"`)
	if err != nil {
		return 0, fmt.Errorf("transfer: read %s: %w", t.name, err)
	}
	defer rows.Close()
	src := &rowSource{rows: rows, t: t, vals: make([]any, len(t.columns))}
	n, err := dtx.CopyFrom(ctx, pgx.Identifier{t.name}, t.columns, src)
	if err != nil {
		return 0, fmt.Errorf("transfer: copy %s: %w", t.name, err)
	}
	return n, nil
}

// rowSource is pgx.CopyFromSource over SQLite rows.
type rowSource struct {
	rows *sql.Rows
	t    table
	vals []any
	err  error
}

func (r *rowSource) Next() bool { return r.err == nil && r.rows.Next() }

func (r *rowSource) Values() ([]any, error) {
	raw := make([]any, len(r.vals))
	ptrs := make([]any, len(raw))
	for i := range raw {
		ptrs[i] = &raw[i]
	}
	if err := r.rows.Scan(ptrs...); err != nil {
		r.err = err
		return nil, err
	}
	for i, v := range raw {
		c, err := convert(v, r.t.types[i])
		if err != nil {
			r.err = fmt.Errorf("%s.%s: %w", r.t.name, r.t.columns[i], err)
			return nil, r.err
		}
		r.vals[i] = c
	}
	return r.vals, nil
}

func (r *rowSource) Err() error {
	if r.err != nil {
		return r.err
	}
	return r.rows.Err()
}

// convert turns one SQLite value into what pgx writes to a column of the
// Postgres type typ.
func convert(v any, typ string) (any, error) {
	if v == nil {
		return nil, nil
	}
	switch typ {
	case "timestamp with time zone":
		n, ok := v.(int64)
		if !ok {
			return nil, fmt.Errorf("a timestamp is %T, not microseconds", v)
		}
		return time.UnixMicro(n).UTC(), nil
	case "boolean":
		n, ok := v.(int64)
		if !ok {
			return nil, fmt.Errorf("a boolean is %T", v)
		}
		return n != 0, nil
	case "ARRAY _int2", "ARRAY _int4", "ARRAY _int8":
		out := []int64{}
		if err := json.Unmarshal(asBytes(v), &out); err != nil {
			return nil, fmt.Errorf("a list of numbers: %w", err)
		}
		return out, nil
	case "ARRAY _float4", "ARRAY _float8", "ARRAY _numeric":
		out := []float64{}
		if err := json.Unmarshal(asBytes(v), &out); err != nil {
			return nil, fmt.Errorf("a list of numbers: %w", err)
		}
		return out, nil
	case "date":
		d, err := time.Parse(time.DateOnly, string(asBytes(v)))
		if err != nil {
			return nil, fmt.Errorf("a date: %w", err)
		}
		return d, nil
	case "json", "jsonb":
		return json.RawMessage(asBytes(v)), nil
	case "bytea":
		return asBytes(v), nil
	case "text":
		if b, ok := v.([]byte); ok {
			return string(b), nil
		}
		return v, nil
	}
	if strings.HasPrefix(typ, "ARRAY ") { // text, varchar and the like
		out := []string{}
		if err := json.Unmarshal(asBytes(v), &out); err != nil {
			return nil, fmt.Errorf("a list: %w", err)
		}
		return out, nil
	}
	return v, nil // integers and numerics as SQLite gives them
}

func asBytes(v any) []byte {
	switch x := v.(type) {
	case []byte:
		return x
	case string:
		return []byte(x)
	}
	return []byte(fmt.Sprint(v))
}

// verify compares a table's count on both sides after the copy.
func verify(ctx context.Context, stx *sql.Tx, dtx pgx.Tx, name string, copied int64) error {
	var src, dst int64
	if err := stx.QueryRowContext(ctx, `SELECT count(*) FROM "`+name+`"`).Scan(&src); err != nil {
		return fmt.Errorf("transfer: count %s: %w", name, err)
	}
	if err := dtx.QueryRow(ctx, `SELECT count(*) FROM `+pgx.Identifier{name}.Sanitize()).Scan(&dst); err != nil {
		return fmt.Errorf("transfer: count %s: %w", name, err)
	}
	if src != dst || src != copied {
		return fmt.Errorf("transfer: %s has %d rows in SQLite, %d copied, %d in Postgres", name, src, copied, dst)
	}
	return nil
}

// bumpSequences moves each serial column's sequence past the copied
// values, so that the next insert does not collide with them.
func bumpSequences(ctx context.Context, dtx pgx.Tx, t table) error {
	for _, c := range t.columns {
		var seq *string
		if err := dtx.QueryRow(ctx, `SELECT pg_get_serial_sequence($1, $2)`, t.name, c).Scan(&seq); err != nil {
			return fmt.Errorf("transfer: sequence of %s.%s: %w", t.name, c, err)
		}
		if seq == nil {
			continue
		}
		q := fmt.Sprintf(`SELECT setval($1, COALESCE((SELECT max(%s) FROM %s), 0) + 1, false)`,
			pgx.Identifier{c}.Sanitize(), pgx.Identifier{t.name}.Sanitize())
		if _, err := dtx.Exec(ctx, q, *seq); err != nil {
			return fmt.Errorf("transfer: sequence of %s.%s: %w", t.name, c, err)
		}
	}
	return nil
}
