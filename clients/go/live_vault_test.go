package opensandbox

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/opensandbox-ts/opensandbox-ts/clients/go/api/egress"
	"github.com/opensandbox-ts/opensandbox-ts/clients/go/api/lifecycle"
)

// TestLiveVault runs the credential vault calls against a real server (Docker runtime with its
// isolation, as scripts/clients-live.sh starts it): a sandbox with a policy and the credential
// proxy, the vault created, read, listed, patched with and against expectedRevision, and
// deleted; no answer carries a credential value. Skipped unless OPEN_SANDBOX_IT_IMAGE is set.
func TestLiveVault(t *testing.T) {
	image := os.Getenv("OPEN_SANDBOX_IT_IMAGE")
	if image == "" {
		t.Skip("OPEN_SANDBOX_IT_IMAGE not set")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	c, err := NewClient()
	if err != nil {
		t.Fatal(err)
	}
	timeout := 600
	on := true
	deny := lifecycle.NetworkPolicyDefaultAction("deny")
	created, err := c.Sandboxes.Create(ctx, lifecycle.CreateSandboxRequest{
		Image:           &lifecycle.ImageSpec{Uri: image},
		Entrypoint:      &[]string{"sleep", "infinity"},
		Timeout:         &timeout,
		ResourceLimits:  &lifecycle.ResourceLimits{"cpu": "500m", "memory": "256Mi"},
		Metadata:        &map[string]string{"test": "go-live-vault"},
		NetworkPolicy:   &lifecycle.NetworkPolicy{DefaultAction: &deny, Egress: &[]lifecycle.NetworkRule{{Action: "allow", Target: "api.example.test"}}},
		CredentialProxy: &lifecycle.CredentialProxyConfig{Enabled: &on},
	})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Sandboxes.Delete(context.Background(), created.Id)
	if _, err := c.Sandboxes.WaitUntilRunning(ctx, created.Id); err != nil {
		t.Fatal(err)
	}
	eg, err := c.Sandboxes.Egress(ctx, created.Id)
	if err != nil {
		t.Fatal(err)
	}
	pol, err := eg.GetPolicy(ctx)
	if err != nil || pol.Mode != "enforcing" {
		t.Fatalf("policy: %+v %v", pol, err)
	}

	_, err = eg.Vault.Get(ctx)
	var apiErr *APIError
	if !errors.As(err, &apiErr) || apiErr.Status != 404 || apiErr.Code != "VAULT_NOT_FOUND" {
		t.Fatalf("get before create: %v", err)
	}
	const secret = "go-live-secret-value-1"
	var auth egress.CredentialAuth
	if err := auth.FromBearerCredentialAuth(egress.BearerCredentialAuth{Type: "bearer", Credential: "tok"}); err != nil {
		t.Fatal(err)
	}
	state, err := eg.Vault.Create(ctx, egress.CredentialVaultCreateRequest{
		Credentials: []egress.Credential{{Name: "tok", Source: egress.InlineCredentialSource{Type: "inline", Value: ptr(secret)}}},
		Bindings:    []egress.CredentialBinding{{Name: "api", Match: egress.CredentialMatch{Hosts: []string{"api.example.test"}}, Auth: auth}},
	})
	if err != nil || state.Revision != 1 || len(state.Credentials) != 1 || len(state.Bindings) != 1 {
		t.Fatalf("create: %+v %v", state, err)
	}
	_, err = eg.Vault.Create(ctx, egress.CredentialVaultCreateRequest{Credentials: []egress.Credential{}, Bindings: []egress.CredentialBinding{}})
	if !errors.As(err, &apiErr) || apiErr.Status != 409 {
		t.Fatalf("second create: %v", err)
	}
	cred, err := eg.Vault.GetCredential(ctx, "tok")
	if err != nil || cred.Name != "tok" || cred.SourceType != "inline" || cred.Revision != 1 {
		t.Fatalf("credential: %+v %v", cred, err)
	}
	creds, err := eg.Vault.ListCredentials(ctx)
	if err != nil || len(creds.Credentials) != 1 {
		t.Fatalf("credentials: %+v %v", creds, err)
	}
	b, err := eg.Vault.GetBinding(ctx, "api")
	if err != nil || b.Auth == nil || b.Auth.Type != "bearer" || b.Match == nil || b.Match.Hosts[0] != "api.example.test" {
		t.Fatalf("binding: %+v %v", b, err)
	}
	bs, err := eg.Vault.ListBindings(ctx)
	if err != nil || len(bs.Bindings) != 1 {
		t.Fatalf("bindings: %+v %v", bs, err)
	}
	if _, err := eg.Vault.GetBinding(ctx, "nope"); !errors.As(err, &apiErr) || apiErr.Code != "VAULT_NOT_FOUND" {
		t.Fatalf("unknown binding: %v", err)
	}

	// Rotation with the right revision, then a stale revision (409, nothing changed).
	rev := 1
	replace := []egress.Credential{{Name: "tok", Source: egress.InlineCredentialSource{Type: "inline", Value: ptr("go-live-secret-value-2")}}}
	state, err = eg.Vault.Patch(ctx, egress.CredentialVaultMutationRequest{ExpectedRevision: &rev, Credentials: &egress.CredentialMutationSet{Replace: &replace}})
	if err != nil || state.Revision != 2 || state.Credentials[0].Revision != 2 {
		t.Fatalf("patch: %+v %v", state, err)
	}
	_, err = eg.Vault.Patch(ctx, egress.CredentialVaultMutationRequest{ExpectedRevision: &rev, Credentials: &egress.CredentialMutationSet{Delete: &[]string{"tok"}}})
	if !errors.As(err, &apiErr) || apiErr.Status != 409 || apiErr.Code != "VAULT_CONFLICT" {
		t.Fatalf("stale patch: %v", err)
	}
	// A binding whose host no allow rule names is refused (400).
	var bad egress.CredentialAuth
	_ = bad.FromBearerCredentialAuth(egress.BearerCredentialAuth{Type: "bearer", Credential: "tok"})
	add := []egress.CredentialBinding{{Name: "elsewhere", Match: egress.CredentialMatch{Hosts: []string{"elsewhere.test"}}, Auth: bad}}
	_, err = eg.Vault.Patch(ctx, egress.CredentialVaultMutationRequest{Bindings: &egress.CredentialBindingMutationSet{Add: &add}})
	if !errors.As(err, &apiErr) || apiErr.Status != 400 {
		t.Fatalf("binding outside the policy: %v", err)
	}
	// No answer carried a value: the raw body of a GET holds neither secret.
	resp, err := eg.API.GetCredentialVaultWithResponse(ctx)
	if err != nil || resp.StatusCode() != 200 || strings.Contains(string(resp.Body), "go-live-secret") {
		t.Fatalf("raw get: %v %s", err, resp.Body)
	}

	if err := eg.Vault.Delete(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := eg.Vault.Get(ctx); !errors.As(err, &apiErr) || apiErr.Status != 404 {
		t.Fatalf("get after delete: %v", err)
	}
}
