package opensandbox

import (
	"context"
	"net/http"
	"strings"

	"github.com/opensandbox-ts/opensandbox-ts/clients/go/api/egress"
)

// EgressPort is the sandbox port whose endpoint is the egress API (policy, credential vault).
const EgressPort = 18080

// Egress is a handle on the egress API of one sandbox (specs/egress-api.yaml): its network
// policy at run time and its credential vault. The server answers it for sandboxes created with
// a networkPolicy; the endpoint carries the sandbox's own egress token
// (OPENSANDBOX-EGRESS-AUTH), which every call sends.
type Egress struct {
	cfg     *config
	baseURL string
	http    *http.Client
	// API is the generated low-level egress client on this handle's transport.
	API *egress.ClientWithResponses

	// Vault reads and changes the sandbox's credential vault (sandboxes created with
	// credentialProxy enabled). No call returns a credential value.
	Vault *VaultService
}

// Egress returns the handle on the egress API of sandbox id, from the endpoint of port 18080
// (one lifecycle call; the egress API itself is not contacted).
func (s *SandboxesService) Egress(ctx context.Context, id string) (*Egress, error) {
	ep, err := s.Endpoint(ctx, id, EgressPort, nil)
	if err != nil {
		return nil, err
	}
	base := ep.Endpoint
	if !strings.Contains(base, "://") {
		base = s.c.cfg.protocol + "://" + base
	}
	headers := map[string]string{}
	if ep.Headers != nil {
		headers = *ep.Headers
	}
	return newEgress(s.c.cfg, base, headers)
}

// NewEgress returns a handle on the egress API at baseURL (an endpoint of port 18080) that sends
// headers with every request, i.e. {"OPENSANDBOX-EGRESS-AUTH": token}.
func NewEgress(baseURL string, headers map[string]string, opts ...Option) (*Egress, error) {
	cfg, err := newConfig(opts)
	if err != nil {
		return nil, err
	}
	return newEgress(cfg, baseURL, headers)
}

func newEgress(cfg *config, baseURL string, headers map[string]string) (*Egress, error) {
	baseURL = strings.TrimRight(baseURL, "/")
	e := &Egress{cfg: cfg, baseURL: baseURL, http: newHTTPClient(cfg, headers)}
	var err error
	e.API, err = egress.NewClientWithResponses(baseURL+"/", egress.WithHTTPClient(e.http))
	if err != nil {
		return nil, err
	}
	e.Vault = &VaultService{e: e}
	return e, nil
}

// BaseURL is the egress API address this handle talks to.
func (e *Egress) BaseURL() string { return e.baseURL }

func (e *Egress) api() *egress.Client { return e.API.ClientInterface.(*egress.Client) }

// GetPolicy returns the policy in force and its mode (deny_all, allow_all, enforcing).
func (e *Egress) GetPolicy(ctx context.Context) (*egress.PolicyStatusResponse, error) {
	r, resp, err := invoke(ctx, e.cfg.requestTimeout, "getEgressPolicy", func(ctx context.Context) (*http.Response, error) {
		return e.api().GetEgressPolicy(ctx)
	}, egress.ParseGetEgressPolicyResult)
	if err != nil {
		return nil, err
	}
	return need("getEgressPolicy", resp, r.JSON200)
}

// PatchPolicy adds rules ahead of the existing ones, replacing rules with the same target.
func (e *Egress) PatchPolicy(ctx context.Context, rules []egress.NetworkRule) (*egress.PolicyStatusResponse, error) {
	r, resp, err := invoke(ctx, e.cfg.requestTimeout, "patchEgressPolicy", func(ctx context.Context) (*http.Response, error) {
		return e.api().PatchEgressPolicy(ctx, rules)
	}, egress.ParsePatchEgressPolicyResult)
	if err != nil {
		return nil, err
	}
	return need("patchEgressPolicy", resp, r.JSON200)
}

// DeleteRules removes the rules with these targets (unknown targets are ignored).
func (e *Egress) DeleteRules(ctx context.Context, targets []string) (*egress.PolicyStatusResponse, error) {
	r, resp, err := invoke(ctx, e.cfg.requestTimeout, "deleteEgressPolicyRules", func(ctx context.Context) (*http.Response, error) {
		return e.api().DeleteEgressPolicyRules(ctx, targets)
	}, egress.ParseDeleteEgressPolicyRulesResult)
	if err != nil {
		return nil, err
	}
	return need("deleteEgressPolicyRules", resp, r.JSON200)
}

// VaultService is the credential vault of one sandbox: secrets the server injects into the
// sandbox's matching outbound requests, which the sandbox never holds. Errors are *APIError
// with the server's code: VAULT_NOT_FOUND (404), VAULT_CONFLICT (409: exists already, or
// ExpectedRevision is not the vault's), CREDENTIAL_PROXY_NOT_ENABLED (412), INVALID_PARAMETER (400).
type VaultService struct{ e *Egress }

// Create creates the vault at revision 1 and puts it in force.
func (v *VaultService) Create(ctx context.Context, req egress.CredentialVaultCreateRequest) (*egress.CredentialVaultState, error) {
	r, resp, err := invoke(ctx, v.e.cfg.requestTimeout, "createCredentialVault", func(ctx context.Context) (*http.Response, error) {
		return v.e.api().CreateCredentialVault(ctx, req)
	}, egress.ParseCreateCredentialVaultResult)
	if err != nil {
		return nil, err
	}
	return need("createCredentialVault", resp, r.JSON201)
}

// Get returns the vault's revision, credential names and bindings (never a value).
func (v *VaultService) Get(ctx context.Context) (*egress.CredentialVaultState, error) {
	r, resp, err := invoke(ctx, v.e.cfg.requestTimeout, "getCredentialVault", func(ctx context.Context) (*http.Response, error) {
		return v.e.api().GetCredentialVault(ctx)
	}, egress.ParseGetCredentialVaultResult)
	if err != nil {
		return nil, err
	}
	return need("getCredentialVault", resp, r.JSON200)
}

// Patch deletes, replaces, then adds credentials and bindings, all or nothing; with
// ExpectedRevision set, a vault at another revision is left as it is (VAULT_CONFLICT). A
// replaced value is in force for the next request.
func (v *VaultService) Patch(ctx context.Context, req egress.CredentialVaultMutationRequest) (*egress.CredentialVaultState, error) {
	r, resp, err := invoke(ctx, v.e.cfg.requestTimeout, "patchCredentialVault", func(ctx context.Context) (*http.Response, error) {
		return v.e.api().PatchCredentialVault(ctx, req)
	}, egress.ParsePatchCredentialVaultResult)
	if err != nil {
		return nil, err
	}
	return need("patchCredentialVault", resp, r.JSON200)
}

// Delete deletes the vault and every credential value.
func (v *VaultService) Delete(ctx context.Context) error {
	_, _, err := invoke(ctx, v.e.cfg.requestTimeout, "deleteCredentialVault", func(ctx context.Context) (*http.Response, error) {
		return v.e.api().DeleteCredentialVault(ctx)
	}, egress.ParseDeleteCredentialVaultResult)
	return err
}

// ListCredentials returns every credential's name, source type and revision.
func (v *VaultService) ListCredentials(ctx context.Context) (*egress.CredentialListResponse, error) {
	r, resp, err := invoke(ctx, v.e.cfg.requestTimeout, "listVaultCredentials", func(ctx context.Context) (*http.Response, error) {
		return v.e.api().ListVaultCredentials(ctx)
	}, egress.ParseListVaultCredentialsResult)
	if err != nil {
		return nil, err
	}
	return need("listVaultCredentials", resp, r.JSON200)
}

// GetCredential returns one credential's name, source type and revision.
func (v *VaultService) GetCredential(ctx context.Context, name string) (*egress.CredentialMetadata, error) {
	r, resp, err := invoke(ctx, v.e.cfg.requestTimeout, "getVaultCredential", func(ctx context.Context) (*http.Response, error) {
		return v.e.api().GetVaultCredential(ctx, name)
	}, egress.ParseGetVaultCredentialResult)
	if err != nil {
		return nil, err
	}
	return need("getVaultCredential", resp, r.JSON200)
}

// ListBindings returns every binding, its match and the kind of auth it injects.
func (v *VaultService) ListBindings(ctx context.Context) (*egress.CredentialBindingListResponse, error) {
	r, resp, err := invoke(ctx, v.e.cfg.requestTimeout, "listVaultBindings", func(ctx context.Context) (*http.Response, error) {
		return v.e.api().ListVaultBindings(ctx)
	}, egress.ParseListVaultBindingsResult)
	if err != nil {
		return nil, err
	}
	return need("listVaultBindings", resp, r.JSON200)
}

// GetBinding returns one binding.
func (v *VaultService) GetBinding(ctx context.Context, name string) (*egress.CredentialBindingMetadata, error) {
	r, resp, err := invoke(ctx, v.e.cfg.requestTimeout, "getVaultBinding", func(ctx context.Context) (*http.Response, error) {
		return v.e.api().GetVaultBinding(ctx, name)
	}, egress.ParseGetVaultBindingResult)
	if err != nil {
		return nil, err
	}
	return need("getVaultBinding", resp, r.JSON200)
}
