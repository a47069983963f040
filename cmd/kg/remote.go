package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"

	"github.com/kg-archive/kg/graph"
)

// remoteQuery runs a Gizmo script through a server's API v2 (kg serve's or
// Cayley's), delivering at most opt.Limit results to fn.
func remoteQuery(ctx context.Context, server, script string, opt graph.QueryOptions, fn func(map[string]any) error) error {
	base, err := url.Parse(strings.TrimRight(server, "/"))
	if err != nil || (base.Scheme != "http" && base.Scheme != "https") || base.Host == "" {
		return usagef("query: --server %q is not an http(s) URL such as http://127.0.0.1:64210", server)
	}
	if opt.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, opt.Timeout)
		defer cancel()
	}
	endpoint := base.String() + "/api/v2/query?lang=gizmo"
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, endpoint, strings.NewReader(script))
	if err != nil {
		return err
	}
	req.Header.Set("Accept", "application/json")
	req.Header.Set("Content-Type", "application/javascript")
	resp, err := http.DefaultClient.Do(req)
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return fmt.Errorf("query stopped after %s timeout: %w", opt.Timeout, context.DeadlineExceeded)
	}
	if err != nil {
		return fmt.Errorf("query %s: %w", base, err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, 512<<20))
	if err != nil {
		return fmt.Errorf("query %s: %w", base, err)
	}
	var answer struct {
		Result []any  `json:"result"`
		Error  string `json:"error"`
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	if err := dec.Decode(&answer); err != nil {
		return fmt.Errorf("query %s: answer is not Cayley's JSON (HTTP %s): %.200s", base, resp.Status, body)
	}
	if answer.Error != "" {
		if strings.Contains(answer.Error, "deadline exceeded") {
			return fmt.Errorf("query stopped by the server's timeout (kg serve --query-timeout): %w", context.DeadlineExceeded)
		}
		return fmt.Errorf("gizmo (at %s): %s", base, answer.Error)
	}
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("query %s: HTTP %s", base, resp.Status)
	}
	for i, r := range answer.Result {
		if opt.Limit > 0 && i >= opt.Limit {
			break
		}
		m, ok := r.(map[string]any)
		if !ok {
			m = map[string]any{"value": r}
		}
		if err := fn(m); err != nil {
			return err
		}
	}
	return nil
}
