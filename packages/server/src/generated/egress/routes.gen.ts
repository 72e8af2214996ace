// This file is generated from specs/egress-api.yaml by `pnpm generate` (generators/generate.ts). Do not edit.

/** Request schemas per operation (JSON Schema 2020-12), for fastify route validation. */
export const routes = {
  "getEgressPolicy": {
    "method": "GET",
    "path": "/policy",
    "url": "/policy",
    "bodyRequired": false,
    "contentTypes": [],
    "schema": {}
  },
  "deleteEgressPolicyRules": {
    "method": "DELETE",
    "path": "/policy",
    "url": "/policy",
    "bodyRequired": true,
    "contentTypes": [
      "application/json"
    ],
    "schema": {
      "body": {
        "type": "array",
        "minItems": 1,
        "maxItems": 1024,
        "items": {
          "type": "string",
          "minLength": 1,
          "maxLength": 253
        }
      }
    }
  },
  "patchEgressPolicy": {
    "method": "PATCH",
    "path": "/policy",
    "url": "/policy",
    "bodyRequired": true,
    "contentTypes": [
      "application/json"
    ],
    "schema": {
      "body": {
        "type": "array",
        "minItems": 1,
        "maxItems": 1024,
        "items": {
          "type": "object",
          "required": [
            "action",
            "target"
          ],
          "additionalProperties": false,
          "properties": {
            "action": {
              "type": "string",
              "enum": [
                "allow",
                "deny"
              ]
            },
            "target": {
              "type": "string",
              "minLength": 1,
              "maxLength": 253,
              "description": "Domain, `*.` wildcard domain, IPv4/IPv6 address or CIDR range."
            }
          }
        }
      }
    }
  }
} as const;

export type OperationId = keyof typeof routes;

/** Every component schema, with references inlined. */
export const schemas = {
  "PolicyStatusResponse": {
    "type": "object",
    "required": [
      "status",
      "mode",
      "enforcementMode",
      "policy"
    ],
    "additionalProperties": false,
    "properties": {
      "status": {
        "type": "string",
        "description": "`ok` when the policy is in force."
      },
      "mode": {
        "type": "string",
        "enum": [
          "deny_all",
          "allow_all",
          "enforcing"
        ],
        "description": "`deny_all`: default deny and no allow rule; `allow_all`: default allow and no deny\nrule; `enforcing`: anything else.\n"
      },
      "enforcementMode": {
        "type": "string",
        "description": "How the policy holds: `dns+nft` (DNS answers of allowed names open their addresses in\nan nftables set outside the sandbox; everything else is dropped).\n"
      },
      "reason": {
        "type": "string",
        "description": "Extra context, when there is any."
      },
      "policy": {
        "type": "object",
        "description": "The same shape as `networkPolicy` of the lifecycle API's create request.",
        "additionalProperties": false,
        "properties": {
          "defaultAction": {
            "type": "string",
            "enum": [
              "allow",
              "deny"
            ],
            "description": "Action when no rule matches. Defaults to `deny`."
          },
          "egress": {
            "type": "array",
            "description": "Ordered rules; the first match wins.",
            "maxItems": 1024,
            "items": {
              "type": "object",
              "required": [
                "action",
                "target"
              ],
              "additionalProperties": false,
              "properties": {
                "action": {
                  "type": "string",
                  "enum": [
                    "allow",
                    "deny"
                  ]
                },
                "target": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 253,
                  "description": "Domain, `*.` wildcard domain, IPv4/IPv6 address or CIDR range."
                }
              }
            }
          }
        }
      }
    }
  },
  "NetworkPolicy": {
    "type": "object",
    "description": "The same shape as `networkPolicy` of the lifecycle API's create request.",
    "additionalProperties": false,
    "properties": {
      "defaultAction": {
        "type": "string",
        "enum": [
          "allow",
          "deny"
        ],
        "description": "Action when no rule matches. Defaults to `deny`."
      },
      "egress": {
        "type": "array",
        "description": "Ordered rules; the first match wins.",
        "maxItems": 1024,
        "items": {
          "type": "object",
          "required": [
            "action",
            "target"
          ],
          "additionalProperties": false,
          "properties": {
            "action": {
              "type": "string",
              "enum": [
                "allow",
                "deny"
              ]
            },
            "target": {
              "type": "string",
              "minLength": 1,
              "maxLength": 253,
              "description": "Domain, `*.` wildcard domain, IPv4/IPv6 address or CIDR range."
            }
          }
        }
      }
    }
  },
  "NetworkRule": {
    "type": "object",
    "required": [
      "action",
      "target"
    ],
    "additionalProperties": false,
    "properties": {
      "action": {
        "type": "string",
        "enum": [
          "allow",
          "deny"
        ]
      },
      "target": {
        "type": "string",
        "minLength": 1,
        "maxLength": 253,
        "description": "Domain, `*.` wildcard domain, IPv4/IPv6 address or CIDR range."
      }
    }
  },
  "ErrorResponse": {
    "type": "object",
    "required": [
      "code",
      "message"
    ],
    "properties": {
      "code": {
        "type": "string",
        "description": "Stable upper-case code (see docs/ERRORS.md of the lifecycle server)."
      },
      "message": {
        "type": "string"
      }
    }
  }
} as const;
