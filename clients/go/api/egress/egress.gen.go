// Code generated from specs/egress-api.yaml by `pnpm generate` (generators/go.ts, oapi-codegen v2.8.2). DO NOT EDIT.

// Package egress holds the models and the low-level HTTP client of specs/egress-api.yaml.
// Most users want the hand-written layer in the parent package (opensandbox) instead.
package egress

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

	"github.com/oapi-codegen/runtime"
)

// Defines values for ApiKeyCredentialAuthType.
const (
	ApiKey ApiKeyCredentialAuthType = "apiKey"
)

// Valid indicates whether the value is a known member of the ApiKeyCredentialAuthType enum.
func (e ApiKeyCredentialAuthType) Valid() bool {
	switch e {
	case ApiKey:
		return true
	default:
		return false
	}
}

// Defines values for BasicCredentialAuthType.
const (
	Basic BasicCredentialAuthType = "basic"
)

// Valid indicates whether the value is a known member of the BasicCredentialAuthType enum.
func (e BasicCredentialAuthType) Valid() bool {
	switch e {
	case Basic:
		return true
	default:
		return false
	}
}

// Defines values for BearerCredentialAuthType.
const (
	Bearer BearerCredentialAuthType = "bearer"
)

// Valid indicates whether the value is a known member of the BearerCredentialAuthType enum.
func (e BearerCredentialAuthType) Valid() bool {
	switch e {
	case Bearer:
		return true
	default:
		return false
	}
}

// Defines values for CredentialMatchSchemes.
const (
	Http  CredentialMatchSchemes = "http"
	Https CredentialMatchSchemes = "https"
)

// Valid indicates whether the value is a known member of the CredentialMatchSchemes enum.
func (e CredentialMatchSchemes) Valid() bool {
	switch e {
	case Http:
		return true
	case Https:
		return true
	default:
		return false
	}
}

// Defines values for CustomHeadersCredentialAuthType.
const (
	CustomHeaders CustomHeadersCredentialAuthType = "customHeaders"
)

// Valid indicates whether the value is a known member of the CustomHeadersCredentialAuthType enum.
func (e CustomHeadersCredentialAuthType) Valid() bool {
	switch e {
	case CustomHeaders:
		return true
	default:
		return false
	}
}

// Defines values for InlineCredentialSourceType.
const (
	Inline InlineCredentialSourceType = "inline"
)

// Valid indicates whether the value is a known member of the InlineCredentialSourceType enum.
func (e InlineCredentialSourceType) Valid() bool {
	switch e {
	case Inline:
		return true
	default:
		return false
	}
}

// Defines values for NetworkPolicyDefaultAction.
const (
	NetworkPolicyDefaultActionAllow NetworkPolicyDefaultAction = "allow"
	NetworkPolicyDefaultActionDeny  NetworkPolicyDefaultAction = "deny"
)

// Valid indicates whether the value is a known member of the NetworkPolicyDefaultAction enum.
func (e NetworkPolicyDefaultAction) Valid() bool {
	switch e {
	case NetworkPolicyDefaultActionAllow:
		return true
	case NetworkPolicyDefaultActionDeny:
		return true
	default:
		return false
	}
}

// Defines values for NetworkRuleAction.
const (
	NetworkRuleActionAllow NetworkRuleAction = "allow"
	NetworkRuleActionDeny  NetworkRuleAction = "deny"
)

// Valid indicates whether the value is a known member of the NetworkRuleAction enum.
func (e NetworkRuleAction) Valid() bool {
	switch e {
	case NetworkRuleActionAllow:
		return true
	case NetworkRuleActionDeny:
		return true
	default:
		return false
	}
}

// Defines values for PolicyStatusResponseMode.
const (
	AllowAll  PolicyStatusResponseMode = "allow_all"
	DenyAll   PolicyStatusResponseMode = "deny_all"
	Enforcing PolicyStatusResponseMode = "enforcing"
)

// Valid indicates whether the value is a known member of the PolicyStatusResponseMode enum.
func (e PolicyStatusResponseMode) Valid() bool {
	switch e {
	case AllowAll:
		return true
	case DenyAll:
		return true
	case Enforcing:
		return true
	default:
		return false
	}
}

// ApiKeyCredentialAuth defines model for ApiKeyCredentialAuth.
type ApiKeyCredentialAuth struct {
	Credential string                   `json:"credential"`
	Name       string                   `json:"name"`
	Type       ApiKeyCredentialAuthType `json:"type"`
}

// ApiKeyCredentialAuthType defines model for ApiKeyCredentialAuth.Type.
type ApiKeyCredentialAuthType string

// BasicCredentialAuth defines model for BasicCredentialAuth.
type BasicCredentialAuth struct {
	// Credential Name of a credential whose value is base64(user:password), sent as `Authorization: Basic <value>`.
	Credential string                  `json:"credential"`
	Type       BasicCredentialAuthType `json:"type"`
}

// BasicCredentialAuthType defines model for BasicCredentialAuth.Type.
type BasicCredentialAuthType string

// BearerCredentialAuth defines model for BearerCredentialAuth.
type BearerCredentialAuth struct {
	Credential string                   `json:"credential"`
	Type       BearerCredentialAuthType `json:"type"`
}

// BearerCredentialAuthType defines model for BearerCredentialAuth.Type.
type BearerCredentialAuthType string

// Credential defines model for Credential.
type Credential struct {
	Name   string                 `json:"name"`
	Source InlineCredentialSource `json:"source"`
}

// CredentialAuth defines model for CredentialAuth.
type CredentialAuth struct {
	union json.RawMessage
}

// CredentialAuthMetadata defines model for CredentialAuthMetadata.
type CredentialAuthMetadata struct {
	Name *string `json:"name,omitempty"`
	Type string  `json:"type"`
}

// CredentialBinding defines model for CredentialBinding.
type CredentialBinding struct {
	Auth  CredentialAuth  `json:"auth"`
	Match CredentialMatch `json:"match"`
	Name  string          `json:"name"`
}

// CredentialBindingListResponse defines model for CredentialBindingListResponse.
type CredentialBindingListResponse struct {
	Bindings []CredentialBindingMetadata `json:"bindings"`
	Revision int                         `json:"revision"`
}

// CredentialBindingMetadata defines model for CredentialBindingMetadata.
type CredentialBindingMetadata struct {
	Auth     *CredentialAuthMetadata `json:"auth,omitempty"`
	Match    *CredentialMatch        `json:"match,omitempty"`
	Name     string                  `json:"name"`
	Revision int                     `json:"revision"`
}

// CredentialBindingMutationSet defines model for CredentialBindingMutationSet.
type CredentialBindingMutationSet struct {
	Add     *[]CredentialBinding `json:"add,omitempty"`
	Delete  *[]string            `json:"delete,omitempty"`
	Replace *[]CredentialBinding `json:"replace,omitempty"`
}

// CredentialListResponse defines model for CredentialListResponse.
type CredentialListResponse struct {
	Credentials []CredentialMetadata `json:"credentials"`
	Revision    int                  `json:"revision"`
}

// CredentialMatch defines model for CredentialMatch.
type CredentialMatch struct {
	Hosts   []string                  `json:"hosts"`
	Methods *[]string                 `json:"methods,omitempty"`
	Paths   *[]string                 `json:"paths,omitempty"`
	Ports   *[]int                    `json:"ports,omitempty"`
	Schemes *[]CredentialMatchSchemes `json:"schemes,omitempty"`
}

// CredentialMatchSchemes defines model for CredentialMatch.Schemes.
type CredentialMatchSchemes string

// CredentialMetadata defines model for CredentialMetadata.
type CredentialMetadata struct {
	Name       string `json:"name"`
	Revision   int    `json:"revision"`
	SourceType string `json:"sourceType"`
}

// CredentialMutationSet defines model for CredentialMutationSet.
type CredentialMutationSet struct {
	Add     *[]Credential `json:"add,omitempty"`
	Delete  *[]string     `json:"delete,omitempty"`
	Replace *[]Credential `json:"replace,omitempty"`
}

// CredentialVaultCreateRequest The first revision of the vault.
type CredentialVaultCreateRequest struct {
	Bindings    []CredentialBinding `json:"bindings"`
	Credentials []Credential        `json:"credentials"`
}

// CredentialVaultMutationRequest defines model for CredentialVaultMutationRequest.
type CredentialVaultMutationRequest struct {
	Bindings    *CredentialBindingMutationSet `json:"bindings,omitempty"`
	Credentials *CredentialMutationSet        `json:"credentials,omitempty"`

	// ExpectedRevision The vault's current revision; another revision leaves the vault unchanged (409).
	ExpectedRevision *int `json:"expectedRevision,omitempty"`
}

// CredentialVaultState defines model for CredentialVaultState.
type CredentialVaultState struct {
	Bindings    []CredentialBindingMetadata `json:"bindings"`
	Credentials []CredentialMetadata        `json:"credentials"`
	Revision    int                         `json:"revision"`
}

// CustomHeaderEntry defines model for CustomHeaderEntry.
type CustomHeaderEntry struct {
	Credential string `json:"credential"`
	Name       string `json:"name"`
}

// CustomHeadersCredentialAuth defines model for CustomHeadersCredentialAuth.
type CustomHeadersCredentialAuth struct {
	Headers []CustomHeaderEntry             `json:"headers"`
	Type    CustomHeadersCredentialAuthType `json:"type"`
}

// CustomHeadersCredentialAuthType defines model for CustomHeadersCredentialAuth.Type.
type CustomHeadersCredentialAuthType string

// ErrorResponse defines model for ErrorResponse.
type ErrorResponse struct {
	// Code Stable upper-case code (see docs/ERRORS.md of the lifecycle server).
	Code    string `json:"code"`
	Message string `json:"message"`
}

// InlineCredentialSource defines model for InlineCredentialSource.
type InlineCredentialSource struct {
	Type  InlineCredentialSourceType `json:"type"`
	Value *string                    `json:"value,omitempty"`
}

// InlineCredentialSourceType defines model for InlineCredentialSource.Type.
type InlineCredentialSourceType string

// NetworkPolicy The same shape as `networkPolicy` of the lifecycle API's create request.
type NetworkPolicy struct {
	// DefaultAction Action when no rule matches. Defaults to `deny`.
	DefaultAction *NetworkPolicyDefaultAction `json:"defaultAction,omitempty"`

	// Egress Ordered rules; the first match wins.
	Egress *[]NetworkRule `json:"egress,omitempty"`
}

// NetworkPolicyDefaultAction Action when no rule matches. Defaults to `deny`.
type NetworkPolicyDefaultAction string

// NetworkRule defines model for NetworkRule.
type NetworkRule struct {
	Action NetworkRuleAction `json:"action"`

	// Target Domain, `*.` wildcard domain, IPv4/IPv6 address or CIDR range.
	Target string `json:"target"`
}

// NetworkRuleAction defines model for NetworkRule.Action.
type NetworkRuleAction string

// PolicyStatusResponse defines model for PolicyStatusResponse.
type PolicyStatusResponse struct {
	// EnforcementMode How the policy holds: `dns+nft` (DNS answers of allowed names open their addresses in
	// an nftables set outside the sandbox; everything else is dropped).
	EnforcementMode string `json:"enforcementMode"`

	// Mode `deny_all`: default deny and no allow rule; `allow_all`: default allow and no deny
	// rule; `enforcing`: anything else.
	Mode PolicyStatusResponseMode `json:"mode"`

	// Policy The same shape as `networkPolicy` of the lifecycle API's create request.
	Policy NetworkPolicy `json:"policy"`

	// Reason Extra context, when there is any.
	Reason *string `json:"reason,omitempty"`

	// Status `ok` when the policy is in force.
	Status string `json:"status"`
}

// PolicyStatusResponseMode `deny_all`: default deny and no allow rule; `allow_all`: default allow and no deny
// rule; `enforcing`: anything else.
type PolicyStatusResponseMode string

// Error defines model for Error.
type Error = ErrorResponse

// DeleteEgressPolicyRulesJSONBody defines parameters for DeleteEgressPolicyRules.
type DeleteEgressPolicyRulesJSONBody = []string

// PatchEgressPolicyJSONBody defines parameters for PatchEgressPolicy.
type PatchEgressPolicyJSONBody = []NetworkRule

// PatchCredentialVaultJSONRequestBody defines body for PatchCredentialVault for application/json ContentType.
type PatchCredentialVaultJSONRequestBody = CredentialVaultMutationRequest

// CreateCredentialVaultJSONRequestBody defines body for CreateCredentialVault for application/json ContentType.
type CreateCredentialVaultJSONRequestBody = CredentialVaultCreateRequest

// DeleteEgressPolicyRulesJSONRequestBody defines body for DeleteEgressPolicyRules for application/json ContentType.
type DeleteEgressPolicyRulesJSONRequestBody = DeleteEgressPolicyRulesJSONBody

// PatchEgressPolicyJSONRequestBody defines body for PatchEgressPolicy for application/json ContentType.
type PatchEgressPolicyJSONRequestBody = PatchEgressPolicyJSONBody

// AsBearerCredentialAuth returns the union data inside the CredentialAuth as a BearerCredentialAuth
func (t CredentialAuth) AsBearerCredentialAuth() (BearerCredentialAuth, error) {
	var body BearerCredentialAuth
	err := json.Unmarshal(t.union, &body)
	return body, err
}

// FromBearerCredentialAuth overwrites any union data inside the CredentialAuth as the provided BearerCredentialAuth
func (t *CredentialAuth) FromBearerCredentialAuth(v BearerCredentialAuth) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	b, err = runtime.JSONMerge(b, []byte(`{"type":"bearer"}`))
	t.union = b
	return err
}

// MergeBearerCredentialAuth performs a merge with any union data inside the CredentialAuth, using the provided BearerCredentialAuth
func (t *CredentialAuth) MergeBearerCredentialAuth(v BearerCredentialAuth) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	b, err = runtime.JSONMerge(b, []byte(`{"type":"bearer"}`))
	if err != nil {
		return err
	}

	merged, err := runtime.JSONMerge(t.union, b)
	t.union = merged
	return err
}

// AsBasicCredentialAuth returns the union data inside the CredentialAuth as a BasicCredentialAuth
func (t CredentialAuth) AsBasicCredentialAuth() (BasicCredentialAuth, error) {
	var body BasicCredentialAuth
	err := json.Unmarshal(t.union, &body)
	return body, err
}

// FromBasicCredentialAuth overwrites any union data inside the CredentialAuth as the provided BasicCredentialAuth
func (t *CredentialAuth) FromBasicCredentialAuth(v BasicCredentialAuth) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	b, err = runtime.JSONMerge(b, []byte(`{"type":"basic"}`))
	t.union = b
	return err
}

// MergeBasicCredentialAuth performs a merge with any union data inside the CredentialAuth, using the provided BasicCredentialAuth
func (t *CredentialAuth) MergeBasicCredentialAuth(v BasicCredentialAuth) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	b, err = runtime.JSONMerge(b, []byte(`{"type":"basic"}`))
	if err != nil {
		return err
	}

	merged, err := runtime.JSONMerge(t.union, b)
	t.union = merged
	return err
}

// AsApiKeyCredentialAuth returns the union data inside the CredentialAuth as a ApiKeyCredentialAuth
func (t CredentialAuth) AsApiKeyCredentialAuth() (ApiKeyCredentialAuth, error) {
	var body ApiKeyCredentialAuth
	err := json.Unmarshal(t.union, &body)
	return body, err
}

// FromApiKeyCredentialAuth overwrites any union data inside the CredentialAuth as the provided ApiKeyCredentialAuth
func (t *CredentialAuth) FromApiKeyCredentialAuth(v ApiKeyCredentialAuth) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	b, err = runtime.JSONMerge(b, []byte(`{"type":"apiKey"}`))
	t.union = b
	return err
}

// MergeApiKeyCredentialAuth performs a merge with any union data inside the CredentialAuth, using the provided ApiKeyCredentialAuth
func (t *CredentialAuth) MergeApiKeyCredentialAuth(v ApiKeyCredentialAuth) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	b, err = runtime.JSONMerge(b, []byte(`{"type":"apiKey"}`))
	if err != nil {
		return err
	}

	merged, err := runtime.JSONMerge(t.union, b)
	t.union = merged
	return err
}

// AsCustomHeadersCredentialAuth returns the union data inside the CredentialAuth as a CustomHeadersCredentialAuth
func (t CredentialAuth) AsCustomHeadersCredentialAuth() (CustomHeadersCredentialAuth, error) {
	var body CustomHeadersCredentialAuth
	err := json.Unmarshal(t.union, &body)
	return body, err
}

// FromCustomHeadersCredentialAuth overwrites any union data inside the CredentialAuth as the provided CustomHeadersCredentialAuth
func (t *CredentialAuth) FromCustomHeadersCredentialAuth(v CustomHeadersCredentialAuth) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	b, err = runtime.JSONMerge(b, []byte(`{"type":"customHeaders"}`))
	t.union = b
	return err
}

// MergeCustomHeadersCredentialAuth performs a merge with any union data inside the CredentialAuth, using the provided CustomHeadersCredentialAuth
func (t *CredentialAuth) MergeCustomHeadersCredentialAuth(v CustomHeadersCredentialAuth) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	b, err = runtime.JSONMerge(b, []byte(`{"type":"customHeaders"}`))
	if err != nil {
		return err
	}

	merged, err := runtime.JSONMerge(t.union, b)
	t.union = merged
	return err
}

func (t CredentialAuth) Discriminator() (string, error) {
	var discriminator struct {
		Discriminator string `json:"type"`
	}
	err := json.Unmarshal(t.union, &discriminator)
	return discriminator.Discriminator, err
}

func (t CredentialAuth) ValueByDiscriminator() (interface{}, error) {
	discriminator, err := t.Discriminator()
	if err != nil {
		return nil, err
	}
	switch discriminator {
	case "apiKey":
		return t.AsApiKeyCredentialAuth()
	case "basic":
		return t.AsBasicCredentialAuth()
	case "bearer":
		return t.AsBearerCredentialAuth()
	case "customHeaders":
		return t.AsCustomHeadersCredentialAuth()
	default:
		return nil, errors.New("unknown discriminator value: " + discriminator)
	}
}

func (t CredentialAuth) MarshalJSON() ([]byte, error) {
	b, err := t.union.MarshalJSON()
	return b, err
}

func (t *CredentialAuth) UnmarshalJSON(b []byte) error {
	err := t.union.UnmarshalJSON(b)
	return err
}

// RequestEditorFn is the function signature for the RequestEditor callback function
type RequestEditorFn func(ctx context.Context, req *http.Request) error

// Doer performs HTTP requests.
//
// The standard http.Client implements this interface.
type HttpRequestDoer interface {
	Do(req *http.Request) (*http.Response, error)
}

// Client which conforms to the OpenAPI3 specification for this service.
type Client struct {
	// The endpoint of the server conforming to this interface, with scheme,
	// https://api.deepmap.com for example. This can contain a path relative
	// to the server, such as https://api.deepmap.com/dev-test, and all the
	// paths in the swagger spec will be appended to the server.
	Server string

	// Doer for performing requests, typically a *http.Client with any
	// customized settings, such as certificate chains.
	Client HttpRequestDoer

	// A list of callbacks for modifying requests which are generated before sending over
	// the network.
	RequestEditors []RequestEditorFn
}

// ClientOption allows setting custom parameters during construction
type ClientOption func(*Client) error

// Creates a new Client, with reasonable defaults
func NewClient(server string, opts ...ClientOption) (*Client, error) {
	// create a client with sane default values
	client := Client{
		Server: server,
	}
	// mutate client and add all optional params
	for _, o := range opts {
		if err := o(&client); err != nil {
			return nil, err
		}
	}
	// ensure the server URL always has a trailing slash
	if !strings.HasSuffix(client.Server, "/") {
		client.Server += "/"
	}
	// create httpClient, if not already present
	if client.Client == nil {
		client.Client = &http.Client{}
	}
	return &client, nil
}

// WithHTTPClient allows overriding the default Doer, which is
// automatically created using http.Client. This is useful for tests.
func WithHTTPClient(doer HttpRequestDoer) ClientOption {
	return func(c *Client) error {
		c.Client = doer
		return nil
	}
}

// WithRequestEditorFn allows setting up a callback function, which will be
// called right before sending the request. This can be used to mutate the request.
func WithRequestEditorFn(fn RequestEditorFn) ClientOption {
	return func(c *Client) error {
		c.RequestEditors = append(c.RequestEditors, fn)
		return nil
	}
}

// The interface specification for the client above.
type ClientInterface interface {

	// DeleteCredentialVault Delete the vault and its credentials
	//
	// Corresponds with DELETE /credential-vault (the `DeleteCredentialVault` operationId).
	DeleteCredentialVault(ctx context.Context, reqEditors ...RequestEditorFn) (*http.Response, error)

	// GetCredentialVault The vault, without credential values
	//
	// Corresponds with GET /credential-vault (the `GetCredentialVault` operationId).
	GetCredentialVault(ctx context.Context, reqEditors ...RequestEditorFn) (*http.Response, error)

	// PatchCredentialVaultWithBody Change credentials and bindings in one step
	//
	// Deletes, then replaces, then adds credentials and bindings, all or nothing; the vault's
	// revision goes up by one, and so does that of every credential or binding written. With
	// `expectedRevision`, a vault at another revision is left as it is (409). A replaced
	// credential value is in force for the next request.
	//
	// Takes any type of body and a specified content type.
	//
	// Corresponds with PATCH /credential-vault (the `PatchCredentialVault` operationId).
	PatchCredentialVaultWithBody(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error)

	// PatchCredentialVault Change credentials and bindings in one step
	//
	// Deletes, then replaces, then adds credentials and bindings, all or nothing; the vault's
	// revision goes up by one, and so does that of every credential or binding written. With
	// `expectedRevision`, a vault at another revision is left as it is (409). A replaced
	// credential value is in force for the next request.
	//
	// Takes a body of the `application/json` content type.
	//
	// Corresponds with PATCH /credential-vault (the `PatchCredentialVault` operationId).
	PatchCredentialVault(ctx context.Context, body PatchCredentialVaultJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error)

	// CreateCredentialVaultWithBody Create the sandbox's credential vault
	//
	// Creates the vault at revision 1 and puts it in force for new requests. Credential values
	// are write-only: no operation returns them. Every binding's hosts must be allowed by an
	// explicit allow rule of the sandbox's egress policy, every credential a binding names must
	// exist, and no two bindings may match the same request.
	//
	// Takes any type of body and a specified content type.
	//
	// Corresponds with POST /credential-vault (the `CreateCredentialVault` operationId).
	CreateCredentialVaultWithBody(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error)

	// CreateCredentialVault Create the sandbox's credential vault
	//
	// Creates the vault at revision 1 and puts it in force for new requests. Credential values
	// are write-only: no operation returns them. Every binding's hosts must be allowed by an
	// explicit allow rule of the sandbox's egress policy, every credential a binding names must
	// exist, and no two bindings may match the same request.
	//
	// Takes a body of the `application/json` content type.
	//
	// Corresponds with POST /credential-vault (the `CreateCredentialVault` operationId).
	CreateCredentialVault(ctx context.Context, body CreateCredentialVaultJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error)

	// ListVaultBindings Bindings
	//
	// Corresponds with GET /credential-vault/bindings (the `ListVaultBindings` operationId).
	ListVaultBindings(ctx context.Context, reqEditors ...RequestEditorFn) (*http.Response, error)

	// GetVaultBinding One binding
	//
	// Corresponds with GET /credential-vault/bindings/{binding_name} (the `GetVaultBinding` operationId).
	GetVaultBinding(ctx context.Context, bindingName string, reqEditors ...RequestEditorFn) (*http.Response, error)

	// ListVaultCredentials Credential names and revisions
	//
	// Corresponds with GET /credential-vault/credentials (the `ListVaultCredentials` operationId).
	ListVaultCredentials(ctx context.Context, reqEditors ...RequestEditorFn) (*http.Response, error)

	// GetVaultCredential One credential, without its value
	//
	// Corresponds with GET /credential-vault/credentials/{credential_name} (the `GetVaultCredential` operationId).
	GetVaultCredential(ctx context.Context, credentialName string, reqEditors ...RequestEditorFn) (*http.Response, error)

	// DeleteEgressPolicyRulesWithBody Remove rules by target
	//
	// Removes the rules whose `target` is listed; unknown targets are ignored.
	//
	// Takes any type of body and a specified content type.
	//
	// Corresponds with DELETE /policy (the `DeleteEgressPolicyRules` operationId).
	DeleteEgressPolicyRulesWithBody(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error)

	// DeleteEgressPolicyRules Remove rules by target
	//
	// Removes the rules whose `target` is listed; unknown targets are ignored.
	//
	// Takes a body of the `application/json` content type.
	//
	// Corresponds with DELETE /policy (the `DeleteEgressPolicyRules` operationId).
	DeleteEgressPolicyRules(ctx context.Context, body DeleteEgressPolicyRulesJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error)

	// GetEgressPolicy The policy in force
	//
	// Corresponds with GET /policy (the `GetEgressPolicy` operationId).
	GetEgressPolicy(ctx context.Context, reqEditors ...RequestEditorFn) (*http.Response, error)

	// PatchEgressPolicyWithBody Add or override rules
	//
	// Merges the given rules into the policy: they go first, ahead of the rules already there,
	// and replace any existing rule with the same `target`. Within one request the first rule
	// for a target wins.
	//
	// Takes any type of body and a specified content type.
	//
	// Corresponds with PATCH /policy (the `PatchEgressPolicy` operationId).
	PatchEgressPolicyWithBody(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error)

	// PatchEgressPolicy Add or override rules
	//
	// Merges the given rules into the policy: they go first, ahead of the rules already there,
	// and replace any existing rule with the same `target`. Within one request the first rule
	// for a target wins.
	//
	// Takes a body of the `application/json` content type.
	//
	// Corresponds with PATCH /policy (the `PatchEgressPolicy` operationId).
	PatchEgressPolicy(ctx context.Context, body PatchEgressPolicyJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error)
}

// DeleteCredentialVault Delete the vault and its credentials
//
// Corresponds with DELETE /credential-vault (the `DeleteCredentialVault` operationId).
func (c *Client) DeleteCredentialVault(ctx context.Context, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewDeleteCredentialVaultRequest(c.Server)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// GetCredentialVault The vault, without credential values
//
// Corresponds with GET /credential-vault (the `GetCredentialVault` operationId).
func (c *Client) GetCredentialVault(ctx context.Context, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewGetCredentialVaultRequest(c.Server)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// PatchCredentialVaultWithBody Change credentials and bindings in one step
//
// Deletes, then replaces, then adds credentials and bindings, all or nothing; the vault's
// revision goes up by one, and so does that of every credential or binding written. With
// `expectedRevision`, a vault at another revision is left as it is (409). A replaced
// credential value is in force for the next request.
//
// Takes any type of body and a specified content type.
//
// Corresponds with PATCH /credential-vault (the `PatchCredentialVault` operationId).
func (c *Client) PatchCredentialVaultWithBody(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewPatchCredentialVaultRequestWithBody(c.Server, contentType, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// PatchCredentialVault Change credentials and bindings in one step
//
// Deletes, then replaces, then adds credentials and bindings, all or nothing; the vault's
// revision goes up by one, and so does that of every credential or binding written. With
// `expectedRevision`, a vault at another revision is left as it is (409). A replaced
// credential value is in force for the next request.
//
// Takes a body of the `application/json` content type.
//
// Corresponds with PATCH /credential-vault (the `PatchCredentialVault` operationId).
func (c *Client) PatchCredentialVault(ctx context.Context, body PatchCredentialVaultJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewPatchCredentialVaultRequest(c.Server, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// CreateCredentialVaultWithBody Create the sandbox's credential vault
//
// Creates the vault at revision 1 and puts it in force for new requests. Credential values
// are write-only: no operation returns them. Every binding's hosts must be allowed by an
// explicit allow rule of the sandbox's egress policy, every credential a binding names must
// exist, and no two bindings may match the same request.
//
// Takes any type of body and a specified content type.
//
// Corresponds with POST /credential-vault (the `CreateCredentialVault` operationId).
func (c *Client) CreateCredentialVaultWithBody(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewCreateCredentialVaultRequestWithBody(c.Server, contentType, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// CreateCredentialVault Create the sandbox's credential vault
//
// Creates the vault at revision 1 and puts it in force for new requests. Credential values
// are write-only: no operation returns them. Every binding's hosts must be allowed by an
// explicit allow rule of the sandbox's egress policy, every credential a binding names must
// exist, and no two bindings may match the same request.
//
// Takes a body of the `application/json` content type.
//
// Corresponds with POST /credential-vault (the `CreateCredentialVault` operationId).
func (c *Client) CreateCredentialVault(ctx context.Context, body CreateCredentialVaultJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewCreateCredentialVaultRequest(c.Server, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// ListVaultBindings Bindings
//
// Corresponds with GET /credential-vault/bindings (the `ListVaultBindings` operationId).
func (c *Client) ListVaultBindings(ctx context.Context, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewListVaultBindingsRequest(c.Server)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// GetVaultBinding One binding
//
// Corresponds with GET /credential-vault/bindings/{binding_name} (the `GetVaultBinding` operationId).
func (c *Client) GetVaultBinding(ctx context.Context, bindingName string, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewGetVaultBindingRequest(c.Server, bindingName)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// ListVaultCredentials Credential names and revisions
//
// Corresponds with GET /credential-vault/credentials (the `ListVaultCredentials` operationId).
func (c *Client) ListVaultCredentials(ctx context.Context, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewListVaultCredentialsRequest(c.Server)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// GetVaultCredential One credential, without its value
//
// Corresponds with GET /credential-vault/credentials/{credential_name} (the `GetVaultCredential` operationId).
func (c *Client) GetVaultCredential(ctx context.Context, credentialName string, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewGetVaultCredentialRequest(c.Server, credentialName)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// DeleteEgressPolicyRulesWithBody Remove rules by target
//
// Removes the rules whose `target` is listed; unknown targets are ignored.
//
// Takes any type of body and a specified content type.
//
// Corresponds with DELETE /policy (the `DeleteEgressPolicyRules` operationId).
func (c *Client) DeleteEgressPolicyRulesWithBody(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewDeleteEgressPolicyRulesRequestWithBody(c.Server, contentType, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// DeleteEgressPolicyRules Remove rules by target
//
// Removes the rules whose `target` is listed; unknown targets are ignored.
//
// Takes a body of the `application/json` content type.
//
// Corresponds with DELETE /policy (the `DeleteEgressPolicyRules` operationId).
func (c *Client) DeleteEgressPolicyRules(ctx context.Context, body DeleteEgressPolicyRulesJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewDeleteEgressPolicyRulesRequest(c.Server, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// GetEgressPolicy The policy in force
//
// Corresponds with GET /policy (the `GetEgressPolicy` operationId).
func (c *Client) GetEgressPolicy(ctx context.Context, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewGetEgressPolicyRequest(c.Server)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// PatchEgressPolicyWithBody Add or override rules
//
// Merges the given rules into the policy: they go first, ahead of the rules already there,
// and replace any existing rule with the same `target`. Within one request the first rule
// for a target wins.
//
// Takes any type of body and a specified content type.
//
// Corresponds with PATCH /policy (the `PatchEgressPolicy` operationId).
func (c *Client) PatchEgressPolicyWithBody(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewPatchEgressPolicyRequestWithBody(c.Server, contentType, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// PatchEgressPolicy Add or override rules
//
// Merges the given rules into the policy: they go first, ahead of the rules already there,
// and replace any existing rule with the same `target`. Within one request the first rule
// for a target wins.
//
// Takes a body of the `application/json` content type.
//
// Corresponds with PATCH /policy (the `PatchEgressPolicy` operationId).
func (c *Client) PatchEgressPolicy(ctx context.Context, body PatchEgressPolicyJSONRequestBody, reqEditors ...RequestEditorFn) (*http.Response, error) {
	req, err := NewPatchEgressPolicyRequest(c.Server, body)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	if err := c.applyEditors(ctx, req, reqEditors); err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// NewDeleteCredentialVaultRequest constructs an http.Request for the DeleteCredentialVault method
func NewDeleteCredentialVaultRequest(server string) (*http.Request, error) {
	var err error

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/credential-vault")
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodDelete, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewGetCredentialVaultRequest constructs an http.Request for the GetCredentialVault method
func NewGetCredentialVaultRequest(server string) (*http.Request, error) {
	var err error

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/credential-vault")
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodGet, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewPatchCredentialVaultRequest calls the generic PatchCredentialVault builder with application/json body
func NewPatchCredentialVaultRequest(server string, body PatchCredentialVaultJSONRequestBody) (*http.Request, error) {
	var bodyReader io.Reader
	buf, err := json.Marshal(body)
	if err != nil {
		return nil, err
	}
	bodyReader = bytes.NewReader(buf)
	return NewPatchCredentialVaultRequestWithBody(server, "application/json", bodyReader)
}

// NewPatchCredentialVaultRequestWithBody constructs an http.Request for the PatchCredentialVault method, with any body, and a specified content type
func NewPatchCredentialVaultRequestWithBody(server string, contentType string, body io.Reader) (*http.Request, error) {
	var err error

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/credential-vault")
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodPatch, queryURL.String(), body)
	if err != nil {
		return nil, err
	}

	req.Header.Add("Content-Type", contentType)

	return req, nil
}

// NewCreateCredentialVaultRequest calls the generic CreateCredentialVault builder with application/json body
func NewCreateCredentialVaultRequest(server string, body CreateCredentialVaultJSONRequestBody) (*http.Request, error) {
	var bodyReader io.Reader
	buf, err := json.Marshal(body)
	if err != nil {
		return nil, err
	}
	bodyReader = bytes.NewReader(buf)
	return NewCreateCredentialVaultRequestWithBody(server, "application/json", bodyReader)
}

// NewCreateCredentialVaultRequestWithBody constructs an http.Request for the CreateCredentialVault method, with any body, and a specified content type
func NewCreateCredentialVaultRequestWithBody(server string, contentType string, body io.Reader) (*http.Request, error) {
	var err error

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/credential-vault")
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodPost, queryURL.String(), body)
	if err != nil {
		return nil, err
	}

	req.Header.Add("Content-Type", contentType)

	return req, nil
}

// NewListVaultBindingsRequest constructs an http.Request for the ListVaultBindings method
func NewListVaultBindingsRequest(server string) (*http.Request, error) {
	var err error

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/credential-vault/bindings")
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodGet, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewGetVaultBindingRequest constructs an http.Request for the GetVaultBinding method
func NewGetVaultBindingRequest(server string, bindingName string) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "binding_name", bindingName, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "string", Format: ""})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/credential-vault/bindings/%s", pathParam0)
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodGet, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewListVaultCredentialsRequest constructs an http.Request for the ListVaultCredentials method
func NewListVaultCredentialsRequest(server string) (*http.Request, error) {
	var err error

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/credential-vault/credentials")
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodGet, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewGetVaultCredentialRequest constructs an http.Request for the GetVaultCredential method
func NewGetVaultCredentialRequest(server string, credentialName string) (*http.Request, error) {
	var err error

	var pathParam0 string

	pathParam0, err = runtime.StyleParamWithOptions("simple", false, "credential_name", credentialName, runtime.StyleParamOptions{ParamLocation: runtime.ParamLocationPath, Type: "string", Format: ""})
	if err != nil {
		return nil, err
	}

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/credential-vault/credentials/%s", pathParam0)
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodGet, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewDeleteEgressPolicyRulesRequest calls the generic DeleteEgressPolicyRules builder with application/json body
func NewDeleteEgressPolicyRulesRequest(server string, body DeleteEgressPolicyRulesJSONRequestBody) (*http.Request, error) {
	var bodyReader io.Reader
	buf, err := json.Marshal(body)
	if err != nil {
		return nil, err
	}
	bodyReader = bytes.NewReader(buf)
	return NewDeleteEgressPolicyRulesRequestWithBody(server, "application/json", bodyReader)
}

// NewDeleteEgressPolicyRulesRequestWithBody constructs an http.Request for the DeleteEgressPolicyRules method, with any body, and a specified content type
func NewDeleteEgressPolicyRulesRequestWithBody(server string, contentType string, body io.Reader) (*http.Request, error) {
	var err error

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/policy")
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodDelete, queryURL.String(), body)
	if err != nil {
		return nil, err
	}

	req.Header.Add("Content-Type", contentType)

	return req, nil
}

// NewGetEgressPolicyRequest constructs an http.Request for the GetEgressPolicy method
func NewGetEgressPolicyRequest(server string) (*http.Request, error) {
	var err error

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/policy")
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodGet, queryURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return req, nil
}

// NewPatchEgressPolicyRequest calls the generic PatchEgressPolicy builder with application/json body
func NewPatchEgressPolicyRequest(server string, body PatchEgressPolicyJSONRequestBody) (*http.Request, error) {
	var bodyReader io.Reader
	buf, err := json.Marshal(body)
	if err != nil {
		return nil, err
	}
	bodyReader = bytes.NewReader(buf)
	return NewPatchEgressPolicyRequestWithBody(server, "application/json", bodyReader)
}

// NewPatchEgressPolicyRequestWithBody constructs an http.Request for the PatchEgressPolicy method, with any body, and a specified content type
func NewPatchEgressPolicyRequestWithBody(server string, contentType string, body io.Reader) (*http.Request, error) {
	var err error

	serverURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}

	operationPath := fmt.Sprintf("/policy")
	if operationPath[0] == '/' {
		operationPath = "." + operationPath
	}

	queryURL, err := serverURL.Parse(operationPath)
	if err != nil {
		return nil, err
	}

	req, err := http.NewRequest(http.MethodPatch, queryURL.String(), body)
	if err != nil {
		return nil, err
	}

	req.Header.Add("Content-Type", contentType)

	return req, nil
}

func (c *Client) applyEditors(ctx context.Context, req *http.Request, additionalEditors []RequestEditorFn) error {
	for _, r := range c.RequestEditors {
		if err := r(ctx, req); err != nil {
			return err
		}
	}
	for _, r := range additionalEditors {
		if err := r(ctx, req); err != nil {
			return err
		}
	}
	return nil
}

// ClientWithResponses builds on ClientInterface to offer response payloads
type ClientWithResponses struct {
	ClientInterface
}

// NewClientWithResponses creates a new ClientWithResponses, which wraps
// Client with return type handling
func NewClientWithResponses(server string, opts ...ClientOption) (*ClientWithResponses, error) {
	client, err := NewClient(server, opts...)
	if err != nil {
		return nil, err
	}
	return &ClientWithResponses{client}, nil
}

// WithBaseURL overrides the baseURL.
func WithBaseURL(baseURL string) ClientOption {
	return func(c *Client) error {
		newBaseURL, err := url.Parse(baseURL)
		if err != nil {
			return err
		}
		c.Server = newBaseURL.String()
		return nil
	}
}

// ClientWithResponsesInterface is the interface specification for the client with responses above.
type ClientWithResponsesInterface interface {

	// DeleteCredentialVaultWithResponse Delete the vault and its credentials
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with DELETE /credential-vault (the `DeleteCredentialVault` operationId).
	DeleteCredentialVaultWithResponse(ctx context.Context, reqEditors ...RequestEditorFn) (*DeleteCredentialVaultResult, error)

	// GetCredentialVaultWithResponse The vault, without credential values
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with GET /credential-vault (the `GetCredentialVault` operationId).
	GetCredentialVaultWithResponse(ctx context.Context, reqEditors ...RequestEditorFn) (*GetCredentialVaultResult, error)

	// PatchCredentialVaultWithBodyWithResponse Change credentials and bindings in one step
	//
	// Deletes, then replaces, then adds credentials and bindings, all or nothing; the vault's
	// revision goes up by one, and so does that of every credential or binding written. With
	// `expectedRevision`, a vault at another revision is left as it is (409). A replaced
	// credential value is in force for the next request.
	//
	// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with PATCH /credential-vault (the `PatchCredentialVault` operationId).
	PatchCredentialVaultWithBodyWithResponse(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*PatchCredentialVaultResult, error)

	// PatchCredentialVaultWithResponse Change credentials and bindings in one step
	//
	// Deletes, then replaces, then adds credentials and bindings, all or nothing; the vault's
	// revision goes up by one, and so does that of every credential or binding written. With
	// `expectedRevision`, a vault at another revision is left as it is (409). A replaced
	// credential value is in force for the next request.
	//
	// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with PATCH /credential-vault (the `PatchCredentialVault` operationId).
	PatchCredentialVaultWithResponse(ctx context.Context, body PatchCredentialVaultJSONRequestBody, reqEditors ...RequestEditorFn) (*PatchCredentialVaultResult, error)

	// CreateCredentialVaultWithBodyWithResponse Create the sandbox's credential vault
	//
	// Creates the vault at revision 1 and puts it in force for new requests. Credential values
	// are write-only: no operation returns them. Every binding's hosts must be allowed by an
	// explicit allow rule of the sandbox's egress policy, every credential a binding names must
	// exist, and no two bindings may match the same request.
	//
	// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /credential-vault (the `CreateCredentialVault` operationId).
	CreateCredentialVaultWithBodyWithResponse(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*CreateCredentialVaultResult, error)

	// CreateCredentialVaultWithResponse Create the sandbox's credential vault
	//
	// Creates the vault at revision 1 and puts it in force for new requests. Credential values
	// are write-only: no operation returns them. Every binding's hosts must be allowed by an
	// explicit allow rule of the sandbox's egress policy, every credential a binding names must
	// exist, and no two bindings may match the same request.
	//
	// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with POST /credential-vault (the `CreateCredentialVault` operationId).
	CreateCredentialVaultWithResponse(ctx context.Context, body CreateCredentialVaultJSONRequestBody, reqEditors ...RequestEditorFn) (*CreateCredentialVaultResult, error)

	// ListVaultBindingsWithResponse Bindings
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with GET /credential-vault/bindings (the `ListVaultBindings` operationId).
	ListVaultBindingsWithResponse(ctx context.Context, reqEditors ...RequestEditorFn) (*ListVaultBindingsResult, error)

	// GetVaultBindingWithResponse One binding
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with GET /credential-vault/bindings/{binding_name} (the `GetVaultBinding` operationId).
	GetVaultBindingWithResponse(ctx context.Context, bindingName string, reqEditors ...RequestEditorFn) (*GetVaultBindingResult, error)

	// ListVaultCredentialsWithResponse Credential names and revisions
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with GET /credential-vault/credentials (the `ListVaultCredentials` operationId).
	ListVaultCredentialsWithResponse(ctx context.Context, reqEditors ...RequestEditorFn) (*ListVaultCredentialsResult, error)

	// GetVaultCredentialWithResponse One credential, without its value
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with GET /credential-vault/credentials/{credential_name} (the `GetVaultCredential` operationId).
	GetVaultCredentialWithResponse(ctx context.Context, credentialName string, reqEditors ...RequestEditorFn) (*GetVaultCredentialResult, error)

	// DeleteEgressPolicyRulesWithBodyWithResponse Remove rules by target
	//
	// Removes the rules whose `target` is listed; unknown targets are ignored.
	//
	// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with DELETE /policy (the `DeleteEgressPolicyRules` operationId).
	DeleteEgressPolicyRulesWithBodyWithResponse(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*DeleteEgressPolicyRulesResult, error)

	// DeleteEgressPolicyRulesWithResponse Remove rules by target
	//
	// Removes the rules whose `target` is listed; unknown targets are ignored.
	//
	// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with DELETE /policy (the `DeleteEgressPolicyRules` operationId).
	DeleteEgressPolicyRulesWithResponse(ctx context.Context, body DeleteEgressPolicyRulesJSONRequestBody, reqEditors ...RequestEditorFn) (*DeleteEgressPolicyRulesResult, error)

	// GetEgressPolicyWithResponse The policy in force
	//
	// Returns a wrapper object for the known response body format(s).
	//
	// Corresponds with GET /policy (the `GetEgressPolicy` operationId).
	GetEgressPolicyWithResponse(ctx context.Context, reqEditors ...RequestEditorFn) (*GetEgressPolicyResult, error)

	// PatchEgressPolicyWithBodyWithResponse Add or override rules
	//
	// Merges the given rules into the policy: they go first, ahead of the rules already there,
	// and replace any existing rule with the same `target`. Within one request the first rule
	// for a target wins.
	//
	// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with PATCH /policy (the `PatchEgressPolicy` operationId).
	PatchEgressPolicyWithBodyWithResponse(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*PatchEgressPolicyResult, error)

	// PatchEgressPolicyWithResponse Add or override rules
	//
	// Merges the given rules into the policy: they go first, ahead of the rules already there,
	// and replace any existing rule with the same `target`. Within one request the first rule
	// for a target wins.
	//
	// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
	//
	// Corresponds with PATCH /policy (the `PatchEgressPolicy` operationId).
	PatchEgressPolicyWithResponse(ctx context.Context, body PatchEgressPolicyJSONRequestBody, reqEditors ...RequestEditorFn) (*PatchEgressPolicyResult, error)
}

type DeleteCredentialVaultResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Error
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *Error
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r DeleteCredentialVaultResult) GetJSON401() *Error {
	return r.JSON401
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r DeleteCredentialVaultResult) GetJSON404() *Error {
	return r.JSON404
}

// GetBody returns the raw response body bytes
func (r DeleteCredentialVaultResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r DeleteCredentialVaultResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r DeleteCredentialVaultResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r DeleteCredentialVaultResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

type GetCredentialVaultResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON200 the response for an HTTP 200 `application/json` response
	JSON200 *CredentialVaultState
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Error
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *Error
}

// GetJSON200 returns the response for an HTTP 200 `application/json` response
func (r GetCredentialVaultResult) GetJSON200() *CredentialVaultState {
	return r.JSON200
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r GetCredentialVaultResult) GetJSON401() *Error {
	return r.JSON401
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r GetCredentialVaultResult) GetJSON404() *Error {
	return r.JSON404
}

// GetBody returns the raw response body bytes
func (r GetCredentialVaultResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r GetCredentialVaultResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r GetCredentialVaultResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r GetCredentialVaultResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

type PatchCredentialVaultResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON200 the response for an HTTP 200 `application/json` response
	JSON200 *CredentialVaultState
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *Error
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Error
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *Error
	// JSON409 the response for an HTTP 409 `application/json` response
	JSON409 *Error
	// JSON412 the response for an HTTP 412 `application/json` response
	JSON412 *Error
}

// GetJSON200 returns the response for an HTTP 200 `application/json` response
func (r PatchCredentialVaultResult) GetJSON200() *CredentialVaultState {
	return r.JSON200
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r PatchCredentialVaultResult) GetJSON400() *Error {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r PatchCredentialVaultResult) GetJSON401() *Error {
	return r.JSON401
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r PatchCredentialVaultResult) GetJSON404() *Error {
	return r.JSON404
}

// GetJSON409 returns the response for an HTTP 409 `application/json` response
func (r PatchCredentialVaultResult) GetJSON409() *Error {
	return r.JSON409
}

// GetJSON412 returns the response for an HTTP 412 `application/json` response
func (r PatchCredentialVaultResult) GetJSON412() *Error {
	return r.JSON412
}

// GetBody returns the raw response body bytes
func (r PatchCredentialVaultResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r PatchCredentialVaultResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r PatchCredentialVaultResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r PatchCredentialVaultResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

type CreateCredentialVaultResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON201 the response for an HTTP 201 `application/json` response
	JSON201 *CredentialVaultState
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *Error
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Error
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *Error
	// JSON409 the response for an HTTP 409 `application/json` response
	JSON409 *Error
	// JSON412 the response for an HTTP 412 `application/json` response
	JSON412 *Error
}

// GetJSON201 returns the response for an HTTP 201 `application/json` response
func (r CreateCredentialVaultResult) GetJSON201() *CredentialVaultState {
	return r.JSON201
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r CreateCredentialVaultResult) GetJSON400() *Error {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r CreateCredentialVaultResult) GetJSON401() *Error {
	return r.JSON401
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r CreateCredentialVaultResult) GetJSON404() *Error {
	return r.JSON404
}

// GetJSON409 returns the response for an HTTP 409 `application/json` response
func (r CreateCredentialVaultResult) GetJSON409() *Error {
	return r.JSON409
}

// GetJSON412 returns the response for an HTTP 412 `application/json` response
func (r CreateCredentialVaultResult) GetJSON412() *Error {
	return r.JSON412
}

// GetBody returns the raw response body bytes
func (r CreateCredentialVaultResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r CreateCredentialVaultResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r CreateCredentialVaultResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r CreateCredentialVaultResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

type ListVaultBindingsResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON200 the response for an HTTP 200 `application/json` response
	JSON200 *CredentialBindingListResponse
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Error
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *Error
}

// GetJSON200 returns the response for an HTTP 200 `application/json` response
func (r ListVaultBindingsResult) GetJSON200() *CredentialBindingListResponse {
	return r.JSON200
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r ListVaultBindingsResult) GetJSON401() *Error {
	return r.JSON401
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r ListVaultBindingsResult) GetJSON404() *Error {
	return r.JSON404
}

// GetBody returns the raw response body bytes
func (r ListVaultBindingsResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r ListVaultBindingsResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r ListVaultBindingsResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r ListVaultBindingsResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

type GetVaultBindingResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON200 the response for an HTTP 200 `application/json` response
	JSON200 *CredentialBindingMetadata
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Error
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *Error
}

// GetJSON200 returns the response for an HTTP 200 `application/json` response
func (r GetVaultBindingResult) GetJSON200() *CredentialBindingMetadata {
	return r.JSON200
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r GetVaultBindingResult) GetJSON401() *Error {
	return r.JSON401
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r GetVaultBindingResult) GetJSON404() *Error {
	return r.JSON404
}

// GetBody returns the raw response body bytes
func (r GetVaultBindingResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r GetVaultBindingResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r GetVaultBindingResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r GetVaultBindingResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

type ListVaultCredentialsResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON200 the response for an HTTP 200 `application/json` response
	JSON200 *CredentialListResponse
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Error
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *Error
}

// GetJSON200 returns the response for an HTTP 200 `application/json` response
func (r ListVaultCredentialsResult) GetJSON200() *CredentialListResponse {
	return r.JSON200
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r ListVaultCredentialsResult) GetJSON401() *Error {
	return r.JSON401
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r ListVaultCredentialsResult) GetJSON404() *Error {
	return r.JSON404
}

// GetBody returns the raw response body bytes
func (r ListVaultCredentialsResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r ListVaultCredentialsResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r ListVaultCredentialsResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r ListVaultCredentialsResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

type GetVaultCredentialResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON200 the response for an HTTP 200 `application/json` response
	JSON200 *CredentialMetadata
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Error
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *Error
}

// GetJSON200 returns the response for an HTTP 200 `application/json` response
func (r GetVaultCredentialResult) GetJSON200() *CredentialMetadata {
	return r.JSON200
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r GetVaultCredentialResult) GetJSON401() *Error {
	return r.JSON401
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r GetVaultCredentialResult) GetJSON404() *Error {
	return r.JSON404
}

// GetBody returns the raw response body bytes
func (r GetVaultCredentialResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r GetVaultCredentialResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r GetVaultCredentialResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r GetVaultCredentialResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

type DeleteEgressPolicyRulesResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON200 the response for an HTTP 200 `application/json` response
	JSON200 *PolicyStatusResponse
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *Error
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Error
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *Error
	// JSON409 the response for an HTTP 409 `application/json` response
	JSON409 *Error
}

// GetJSON200 returns the response for an HTTP 200 `application/json` response
func (r DeleteEgressPolicyRulesResult) GetJSON200() *PolicyStatusResponse {
	return r.JSON200
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r DeleteEgressPolicyRulesResult) GetJSON400() *Error {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r DeleteEgressPolicyRulesResult) GetJSON401() *Error {
	return r.JSON401
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r DeleteEgressPolicyRulesResult) GetJSON404() *Error {
	return r.JSON404
}

// GetJSON409 returns the response for an HTTP 409 `application/json` response
func (r DeleteEgressPolicyRulesResult) GetJSON409() *Error {
	return r.JSON409
}

// GetBody returns the raw response body bytes
func (r DeleteEgressPolicyRulesResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r DeleteEgressPolicyRulesResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r DeleteEgressPolicyRulesResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r DeleteEgressPolicyRulesResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

type GetEgressPolicyResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON200 the response for an HTTP 200 `application/json` response
	JSON200 *PolicyStatusResponse
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Error
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *Error
}

// GetJSON200 returns the response for an HTTP 200 `application/json` response
func (r GetEgressPolicyResult) GetJSON200() *PolicyStatusResponse {
	return r.JSON200
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r GetEgressPolicyResult) GetJSON401() *Error {
	return r.JSON401
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r GetEgressPolicyResult) GetJSON404() *Error {
	return r.JSON404
}

// GetBody returns the raw response body bytes
func (r GetEgressPolicyResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r GetEgressPolicyResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r GetEgressPolicyResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r GetEgressPolicyResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

type PatchEgressPolicyResult struct {
	Body         []byte
	HTTPResponse *http.Response
	// JSON200 the response for an HTTP 200 `application/json` response
	JSON200 *PolicyStatusResponse
	// JSON400 the response for an HTTP 400 `application/json` response
	JSON400 *Error
	// JSON401 the response for an HTTP 401 `application/json` response
	JSON401 *Error
	// JSON404 the response for an HTTP 404 `application/json` response
	JSON404 *Error
	// JSON409 the response for an HTTP 409 `application/json` response
	JSON409 *Error
}

// GetJSON200 returns the response for an HTTP 200 `application/json` response
func (r PatchEgressPolicyResult) GetJSON200() *PolicyStatusResponse {
	return r.JSON200
}

// GetJSON400 returns the response for an HTTP 400 `application/json` response
func (r PatchEgressPolicyResult) GetJSON400() *Error {
	return r.JSON400
}

// GetJSON401 returns the response for an HTTP 401 `application/json` response
func (r PatchEgressPolicyResult) GetJSON401() *Error {
	return r.JSON401
}

// GetJSON404 returns the response for an HTTP 404 `application/json` response
func (r PatchEgressPolicyResult) GetJSON404() *Error {
	return r.JSON404
}

// GetJSON409 returns the response for an HTTP 409 `application/json` response
func (r PatchEgressPolicyResult) GetJSON409() *Error {
	return r.JSON409
}

// GetBody returns the raw response body bytes
func (r PatchEgressPolicyResult) GetBody() []byte {
	return r.Body
}

// Status returns HTTPResponse.Status
func (r PatchEgressPolicyResult) Status() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Status
	}
	return http.StatusText(0)
}

// StatusCode returns HTTPResponse.StatusCode
func (r PatchEgressPolicyResult) StatusCode() int {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.StatusCode
	}
	return 0
}

// ContentType is a convenience method to retrieve the Content-Type value from the HTTP response headers
func (r PatchEgressPolicyResult) ContentType() string {
	if r.HTTPResponse != nil {
		return r.HTTPResponse.Header.Get("Content-Type")
	}
	return ""
}

// DeleteCredentialVaultWithResponse Delete the vault and its credentials
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with DELETE /credential-vault (the `DeleteCredentialVault` operationId).
func (c *ClientWithResponses) DeleteCredentialVaultWithResponse(ctx context.Context, reqEditors ...RequestEditorFn) (*DeleteCredentialVaultResult, error) {
	rsp, err := c.DeleteCredentialVault(ctx, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseDeleteCredentialVaultResult(rsp)
}

// GetCredentialVaultWithResponse The vault, without credential values
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with GET /credential-vault (the `GetCredentialVault` operationId).
func (c *ClientWithResponses) GetCredentialVaultWithResponse(ctx context.Context, reqEditors ...RequestEditorFn) (*GetCredentialVaultResult, error) {
	rsp, err := c.GetCredentialVault(ctx, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseGetCredentialVaultResult(rsp)
}

// PatchCredentialVaultWithBodyWithResponse Change credentials and bindings in one step
//
// Deletes, then replaces, then adds credentials and bindings, all or nothing; the vault's
// revision goes up by one, and so does that of every credential or binding written. With
// `expectedRevision`, a vault at another revision is left as it is (409). A replaced
// credential value is in force for the next request.
//
// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with PATCH /credential-vault (the `PatchCredentialVault` operationId).
func (c *ClientWithResponses) PatchCredentialVaultWithBodyWithResponse(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*PatchCredentialVaultResult, error) {
	rsp, err := c.PatchCredentialVaultWithBody(ctx, contentType, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParsePatchCredentialVaultResult(rsp)
}

// PatchCredentialVaultWithResponse Change credentials and bindings in one step
//
// Deletes, then replaces, then adds credentials and bindings, all or nothing; the vault's
// revision goes up by one, and so does that of every credential or binding written. With
// `expectedRevision`, a vault at another revision is left as it is (409). A replaced
// credential value is in force for the next request.
//
// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with PATCH /credential-vault (the `PatchCredentialVault` operationId).
func (c *ClientWithResponses) PatchCredentialVaultWithResponse(ctx context.Context, body PatchCredentialVaultJSONRequestBody, reqEditors ...RequestEditorFn) (*PatchCredentialVaultResult, error) {
	rsp, err := c.PatchCredentialVault(ctx, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParsePatchCredentialVaultResult(rsp)
}

// CreateCredentialVaultWithBodyWithResponse Create the sandbox's credential vault
//
// Creates the vault at revision 1 and puts it in force for new requests. Credential values
// are write-only: no operation returns them. Every binding's hosts must be allowed by an
// explicit allow rule of the sandbox's egress policy, every credential a binding names must
// exist, and no two bindings may match the same request.
//
// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /credential-vault (the `CreateCredentialVault` operationId).
func (c *ClientWithResponses) CreateCredentialVaultWithBodyWithResponse(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*CreateCredentialVaultResult, error) {
	rsp, err := c.CreateCredentialVaultWithBody(ctx, contentType, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseCreateCredentialVaultResult(rsp)
}

// CreateCredentialVaultWithResponse Create the sandbox's credential vault
//
// Creates the vault at revision 1 and puts it in force for new requests. Credential values
// are write-only: no operation returns them. Every binding's hosts must be allowed by an
// explicit allow rule of the sandbox's egress policy, every credential a binding names must
// exist, and no two bindings may match the same request.
//
// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with POST /credential-vault (the `CreateCredentialVault` operationId).
func (c *ClientWithResponses) CreateCredentialVaultWithResponse(ctx context.Context, body CreateCredentialVaultJSONRequestBody, reqEditors ...RequestEditorFn) (*CreateCredentialVaultResult, error) {
	rsp, err := c.CreateCredentialVault(ctx, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseCreateCredentialVaultResult(rsp)
}

// ListVaultBindingsWithResponse Bindings
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with GET /credential-vault/bindings (the `ListVaultBindings` operationId).
func (c *ClientWithResponses) ListVaultBindingsWithResponse(ctx context.Context, reqEditors ...RequestEditorFn) (*ListVaultBindingsResult, error) {
	rsp, err := c.ListVaultBindings(ctx, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseListVaultBindingsResult(rsp)
}

// GetVaultBindingWithResponse One binding
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with GET /credential-vault/bindings/{binding_name} (the `GetVaultBinding` operationId).
func (c *ClientWithResponses) GetVaultBindingWithResponse(ctx context.Context, bindingName string, reqEditors ...RequestEditorFn) (*GetVaultBindingResult, error) {
	rsp, err := c.GetVaultBinding(ctx, bindingName, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseGetVaultBindingResult(rsp)
}

// ListVaultCredentialsWithResponse Credential names and revisions
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with GET /credential-vault/credentials (the `ListVaultCredentials` operationId).
func (c *ClientWithResponses) ListVaultCredentialsWithResponse(ctx context.Context, reqEditors ...RequestEditorFn) (*ListVaultCredentialsResult, error) {
	rsp, err := c.ListVaultCredentials(ctx, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseListVaultCredentialsResult(rsp)
}

// GetVaultCredentialWithResponse One credential, without its value
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with GET /credential-vault/credentials/{credential_name} (the `GetVaultCredential` operationId).
func (c *ClientWithResponses) GetVaultCredentialWithResponse(ctx context.Context, credentialName string, reqEditors ...RequestEditorFn) (*GetVaultCredentialResult, error) {
	rsp, err := c.GetVaultCredential(ctx, credentialName, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseGetVaultCredentialResult(rsp)
}

// DeleteEgressPolicyRulesWithBodyWithResponse Remove rules by target
//
// Removes the rules whose `target` is listed; unknown targets are ignored.
//
// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with DELETE /policy (the `DeleteEgressPolicyRules` operationId).
func (c *ClientWithResponses) DeleteEgressPolicyRulesWithBodyWithResponse(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*DeleteEgressPolicyRulesResult, error) {
	rsp, err := c.DeleteEgressPolicyRulesWithBody(ctx, contentType, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseDeleteEgressPolicyRulesResult(rsp)
}

// DeleteEgressPolicyRulesWithResponse Remove rules by target
//
// Removes the rules whose `target` is listed; unknown targets are ignored.
//
// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with DELETE /policy (the `DeleteEgressPolicyRules` operationId).
func (c *ClientWithResponses) DeleteEgressPolicyRulesWithResponse(ctx context.Context, body DeleteEgressPolicyRulesJSONRequestBody, reqEditors ...RequestEditorFn) (*DeleteEgressPolicyRulesResult, error) {
	rsp, err := c.DeleteEgressPolicyRules(ctx, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseDeleteEgressPolicyRulesResult(rsp)
}

// GetEgressPolicyWithResponse The policy in force
//
// Returns a wrapper object for the known response body format(s).
//
// Corresponds with GET /policy (the `GetEgressPolicy` operationId).
func (c *ClientWithResponses) GetEgressPolicyWithResponse(ctx context.Context, reqEditors ...RequestEditorFn) (*GetEgressPolicyResult, error) {
	rsp, err := c.GetEgressPolicy(ctx, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParseGetEgressPolicyResult(rsp)
}

// PatchEgressPolicyWithBodyWithResponse Add or override rules
//
// Merges the given rules into the policy: they go first, ahead of the rules already there,
// and replace any existing rule with the same `target`. Within one request the first rule
// for a target wins.
//
// Takes any type of body and a specified content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with PATCH /policy (the `PatchEgressPolicy` operationId).
func (c *ClientWithResponses) PatchEgressPolicyWithBodyWithResponse(ctx context.Context, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*PatchEgressPolicyResult, error) {
	rsp, err := c.PatchEgressPolicyWithBody(ctx, contentType, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParsePatchEgressPolicyResult(rsp)
}

// PatchEgressPolicyWithResponse Add or override rules
//
// Merges the given rules into the policy: they go first, ahead of the rules already there,
// and replace any existing rule with the same `target`. Within one request the first rule
// for a target wins.
//
// Takes a body of the `application/json` content type, and returns a wrapper object for the known response body format(s).
//
// Corresponds with PATCH /policy (the `PatchEgressPolicy` operationId).
func (c *ClientWithResponses) PatchEgressPolicyWithResponse(ctx context.Context, body PatchEgressPolicyJSONRequestBody, reqEditors ...RequestEditorFn) (*PatchEgressPolicyResult, error) {
	rsp, err := c.PatchEgressPolicy(ctx, body, reqEditors...)
	if err != nil {
		return nil, err
	}
	return ParsePatchEgressPolicyResult(rsp)
}

// ParseDeleteCredentialVaultResult parses an HTTP response from a DeleteCredentialVaultWithResponse call
func ParseDeleteCredentialVaultResult(rsp *http.Response) (*DeleteCredentialVaultResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &DeleteCredentialVaultResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case rsp.StatusCode == 204:
		break // No content-type

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Error
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 404:
		var dest Error
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON404 = &dest

	}

	return response, nil
}

// ParseGetCredentialVaultResult parses an HTTP response from a GetCredentialVaultWithResponse call
func ParseGetCredentialVaultResult(rsp *http.Response) (*GetCredentialVaultResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &GetCredentialVaultResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 200:
		var dest CredentialVaultState
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON200 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Error
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 404:
		var dest Error
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON404 = &dest

	}

	return response, nil
}

// ParsePatchCredentialVaultResult parses an HTTP response from a PatchCredentialVaultWithResponse call
func ParsePatchCredentialVaultResult(rsp *http.Response) (*PatchCredentialVaultResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &PatchCredentialVaultResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 200:
		var dest CredentialVaultState
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON200 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest Error
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Error
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 404:
		var dest Error
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON404 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 409:
		var dest Error
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON409 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 412:
		var dest Error
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON412 = &dest

	}

	return response, nil
}

// ParseCreateCredentialVaultResult parses an HTTP response from a CreateCredentialVaultWithResponse call
func ParseCreateCredentialVaultResult(rsp *http.Response) (*CreateCredentialVaultResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &CreateCredentialVaultResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 201:
		var dest CredentialVaultState
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON201 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest Error
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Error
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 404:
		var dest Error
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON404 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 409:
		var dest Error
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON409 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 412:
		var dest Error
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON412 = &dest

	}

	return response, nil
}

// ParseListVaultBindingsResult parses an HTTP response from a ListVaultBindingsWithResponse call
func ParseListVaultBindingsResult(rsp *http.Response) (*ListVaultBindingsResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &ListVaultBindingsResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 200:
		var dest CredentialBindingListResponse
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON200 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Error
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 404:
		var dest Error
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON404 = &dest

	}

	return response, nil
}

// ParseGetVaultBindingResult parses an HTTP response from a GetVaultBindingWithResponse call
func ParseGetVaultBindingResult(rsp *http.Response) (*GetVaultBindingResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &GetVaultBindingResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 200:
		var dest CredentialBindingMetadata
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON200 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Error
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 404:
		var dest Error
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON404 = &dest

	}

	return response, nil
}

// ParseListVaultCredentialsResult parses an HTTP response from a ListVaultCredentialsWithResponse call
func ParseListVaultCredentialsResult(rsp *http.Response) (*ListVaultCredentialsResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &ListVaultCredentialsResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 200:
		var dest CredentialListResponse
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON200 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Error
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 404:
		var dest Error
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON404 = &dest

	}

	return response, nil
}

// ParseGetVaultCredentialResult parses an HTTP response from a GetVaultCredentialWithResponse call
func ParseGetVaultCredentialResult(rsp *http.Response) (*GetVaultCredentialResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &GetVaultCredentialResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 200:
		var dest CredentialMetadata
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON200 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Error
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 404:
		var dest Error
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON404 = &dest

	}

	return response, nil
}

// ParseDeleteEgressPolicyRulesResult parses an HTTP response from a DeleteEgressPolicyRulesWithResponse call
func ParseDeleteEgressPolicyRulesResult(rsp *http.Response) (*DeleteEgressPolicyRulesResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &DeleteEgressPolicyRulesResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 200:
		var dest PolicyStatusResponse
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON200 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest Error
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Error
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 404:
		var dest Error
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON404 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 409:
		var dest Error
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON409 = &dest

	}

	return response, nil
}

// ParseGetEgressPolicyResult parses an HTTP response from a GetEgressPolicyWithResponse call
func ParseGetEgressPolicyResult(rsp *http.Response) (*GetEgressPolicyResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &GetEgressPolicyResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 200:
		var dest PolicyStatusResponse
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON200 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Error
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 404:
		var dest Error
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON404 = &dest

	}

	return response, nil
}

// ParsePatchEgressPolicyResult parses an HTTP response from a PatchEgressPolicyWithResponse call
func ParsePatchEgressPolicyResult(rsp *http.Response) (*PatchEgressPolicyResult, error) {
	bodyBytes, err := io.ReadAll(rsp.Body)
	defer func() { _ = rsp.Body.Close() }()
	if err != nil {
		return nil, err
	}

	response := &PatchEgressPolicyResult{
		Body:         bodyBytes,
		HTTPResponse: rsp,
	}

	switch {
	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 200:
		var dest PolicyStatusResponse
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON200 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 400:
		var dest Error
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON400 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 401:
		var dest Error
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON401 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 404:
		var dest Error
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON404 = &dest

	case strings.Contains(rsp.Header.Get("Content-Type"), "json") && rsp.StatusCode == 409:
		var dest Error
		if err := json.Unmarshal(bodyBytes, &dest); err != nil {
			return nil, err
		}
		response.JSON409 = &dest

	}

	return response, nil
}
