package server

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"github.com/kg-archive/kg/internal/testenv"
)

// TestExplorerInChromium drives the UI in a real headless Chromium: it opens
// a saved query from the landing page, sees its results, draws it in the
// Visualize view, and checks that every request the page made went to the
// kg server and succeeded. KG_EXPLORER_SCREENSHOT=FILE saves a screenshot of
// the drawn graph (docs/explorer.png is made that way).
func TestExplorerInChromium(t *testing.T) {
	chromium := testenv.Tool(t, "chromium")
	base := start(t, Options{QueryTimeout: 20 * time.Second, QueryLimit: 100}, false)
	server, _ := url.Parse(base)

	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chromium),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.UserDataDir(t.TempDir()),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-default-apps", true),
		chromedp.Flag("disable-extensions", true),
		chromedp.WindowSize(1400, 900),
	}
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	actx, cancelAlloc := chromedp.NewExecAllocator(ctx, opts...)
	defer cancelAlloc()
	bctx, cancelBrowser := chromedp.NewContext(actx)
	defer cancelBrowser()

	var (
		mu       sync.Mutex
		requests = map[network.RequestID]string{}
		failures []string
		console  []string
	)
	listenErr := chromedp.Listen(bctx, func(ev any) {
		mu.Lock()
		defer mu.Unlock()
		switch ev := ev.(type) {
		case *network.EventRequestWillBeSent:
			requests[ev.RequestID] = ev.Request.URL
		case *network.EventResponseReceived:
			if ev.Response.Status >= 400 {
				failures = append(failures, ev.Response.URL+": "+ev.Response.StatusText)
			}
		case *network.EventLoadingFailed:
			if !ev.Canceled {
				failures = append(failures, requests[ev.RequestID]+": "+ev.ErrorText)
			}
		case *runtime.EventExceptionThrown:
			d := ev.ExceptionDetails
			msg := d.Text
			if d.Exception != nil {
				msg += " " + d.Exception.Description
			}
			if !monacoWorkerRace(msg) {
				console = append(console, msg)
			}
		}
	})
	if listenErr != nil {
		t.Fatalf("start chromium: %v", listenErr)
	}

	t0 := time.Now()
	// Landing page -> "Results" on the ego network: /kg/open stores the
	// query, the UI opens with it and kg's ui.js presses Run.
	err := chromedp.Do(bctx,
		chromedp.Navigate(base+"/kg/"),
		chromedp.WaitVisible(chromedp.CSS(`#q-ego button[value=query]`)),
		chromedp.SetValue(chromedp.CSS(`#q-ego input[name=entity]`), "Karim Haddad"),
		chromedp.Click(chromedp.CSS(`#q-ego button[value=query]`)),
	)
	if err == nil {
		// The click navigates twice (/kg/open, then the UI), so poll by hand
		// across page loads rather than inside one page.
		err = waitFor(bctx, 45*time.Second, `(() => {
			const eds = document.querySelectorAll('.monaco-editor');
			return eds.length >= 2 && eds[1].innerText.includes('kg/org/reuters');
		})()`)
	}
	if err != nil {
		t.Fatalf("saved query's results never showed (%s): %v\nfailures: %v\nexceptions: %v", time.Since(t0), err, failures, console)
	}
	t.Logf("results shown %.1fs after opening the landing page", time.Since(t0).Seconds())

	// Visualize: switch view, press Run, wait for drawn nodes.
	t1 := time.Now()
	err = chromedp.Do(bctx,
		voidOf(chromedp.Evaluate[bool](`(() => { [...document.querySelectorAll('.mdc-list-item')].find(e => e.textContent.trim() === 'Visualize').click(); return true; })()`)),
		voidOf(chromedp.Poll[bool](`!!document.querySelector('.monaco-editor .view-lines') && [...document.querySelectorAll('button')].some(b => b.textContent.includes('Run'))`, chromedp.WithPollingTimeout(20*time.Second))),
		chromedp.Sleep(300*time.Millisecond),
		voidOf(chromedp.Evaluate[bool](`(() => { [...document.querySelectorAll('button')].find(b => b.textContent.includes('Run')).click(); return true; })()`)),
		voidOf(chromedp.Poll[bool](`document.querySelectorAll('.graph svg circle').length > 0`, chromedp.WithPollingTimeout(20*time.Second))),
		chromedp.Sleep(1500*time.Millisecond), // let the force layout settle
	)
	if err != nil {
		t.Fatalf("graph never drawn: %v\nfailures: %v\nexceptions: %v", err, failures, console)
	}
	nodes, err := chromedp.Run(bctx, chromedp.Evaluate[int](`document.querySelectorAll('.graph svg circle').length`))
	if err != nil {
		t.Fatal(err)
	}
	links, err := chromedp.Run(bctx, chromedp.Evaluate[int](`document.querySelectorAll('.graph svg line').length`))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("graph drawn %.1fs after switching: %d nodes, %d links", time.Since(t1).Seconds(), nodes, links)
	if nodes < 3 || links < 2 {
		t.Errorf("drawn %d nodes and %d links, want Karim Haddad's network (at least 3 nodes)", nodes, links)
	}
	// The editor and icons must be the real thing, not "Loading...".
	iconFont, err := chromedp.Run(bctx, chromedp.Evaluate[bool](`document.fonts.check('24px "Material Icons"')`))
	if err != nil {
		t.Fatal(err)
	}
	if !iconFont {
		t.Error("Material Icons font not loaded")
	}

	if path := os.Getenv("KG_EXPLORER_SCREENSHOT"); path != "" {
		png, err := chromedp.Run(bctx, chromedp.CaptureScreenshot())
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, png, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("screenshot written to %s", path)
	}

	mu.Lock()
	defer mu.Unlock()
	local := 0
	for _, u := range requests {
		pu, err := url.Parse(u)
		if err != nil {
			t.Errorf("unparsable request URL %q", u)
			continue
		}
		switch pu.Scheme {
		case "data", "blob", "about":
			continue
		}
		if pu.Host != server.Host {
			t.Errorf("the page requested %s, outside the kg server", u)
			continue
		}
		local++
	}
	t.Logf("%d requests, all to %s", local, server.Host)
	if local < 10 {
		t.Errorf("only %d requests recorded; the network log is not working", local)
	}
	for _, f := range failures {
		t.Errorf("failed request: %s", f)
	}
	for _, c := range console {
		t.Errorf("page exception: %s", c)
	}
}

// monacoWorkerRace reports the one exception the vendored Monaco 0.18.1
// throws by itself: its JSON worker computes folding ranges for a model
// the page has already disposed when the view switches fast, which is
// Monaco's race, harmless to the explorer (the results and the graph were
// drawn in the run that showed it). Every other page exception fails the
// test.
func monacoWorkerRace(msg string) bool {
	return strings.Contains(msg, "getFoldingRanges") && strings.Contains(msg, "jsonWorker.js") &&
		strings.Contains(msg, "Cannot read properties of null (reading 'getText')")
}

// voidOf drops an action's value, for chromedp.Do.
func voidOf[T any](a chromedp.Action[T]) chromedp.Action[chromedp.Void] {
	return func(ctx context.Context, t *chromedp.Target) (chromedp.Void, error) {
		_, err := a(ctx, t)
		return chromedp.Void{}, err
	}
}

// waitFor evaluates a JavaScript predicate until it holds, surviving
// navigations that interrupt single evaluations.
func waitFor(ctx context.Context, timeout time.Duration, expr string) error {
	deadline := time.Now().Add(timeout)
	for {
		ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](expr))
		if err == nil && ok {
			return nil
		}
		if time.Now().After(deadline) {
			if err == nil {
				err = fmt.Errorf("still false after %s: %s", timeout, expr)
			}
			return err
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(200 * time.Millisecond):
		}
	}
}
