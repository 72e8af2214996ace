module github.com/opensandbox-ts/opensandbox-ts/conformance/clients/go

go 1.26.0

require github.com/opensandbox-ts/opensandbox-ts/clients/go v0.0.0

require (
	github.com/apapsch/go-jsonmerge/v2 v2.0.0 // indirect
	github.com/google/uuid v1.6.0 // indirect
	github.com/oapi-codegen/runtime v1.9.0 // indirect
)

replace github.com/opensandbox-ts/opensandbox-ts/clients/go => ../../../clients/go
